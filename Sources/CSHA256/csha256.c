#include "csha256.h"

// FIPS 180-4, section 4.2.2: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes. Aligned so that the SHA-extension path loads four at a time.
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotate_right(uint32_t value, int count) {
    return (value >> count) | (value << (32 - count));
}

static inline uint32_t load_big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

void csha256_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    for (; block_count > 0; block_count--, blocks += 64) {
        uint32_t schedule[64];
        for (int index = 0; index < 16; index++) schedule[index] = load_big_endian(blocks + 4 * index);
        for (int index = 16; index < 64; index++) {
            uint32_t early = schedule[index - 15], late = schedule[index - 2];
            uint32_t sigma0 = rotate_right(early, 7) ^ rotate_right(early, 18) ^ (early >> 3);
            uint32_t sigma1 = rotate_right(late, 17) ^ rotate_right(late, 19) ^ (late >> 10);
            schedule[index] = schedule[index - 16] + sigma0 + schedule[index - 7] + sigma1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int index = 0; index < 64; index++) {
            uint32_t sum1 = rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25);
            uint32_t choice = (e & f) ^ (~e & g);
            uint32_t temp1 = h + sum1 + choice + round_constants[index] + schedule[index];
            uint32_t sum0 = rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22);
            uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
            h = g;
            g = f;
            f = e;
            e = d + temp1;
            d = c;
            c = b;
            b = a;
            a = temp1 + sum0 + majority;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

// The SHA extensions keep the eight working variables in two registers, named after their
// dwords from the highest down: ABEF holds A, B, E, F and CDGH holds C, D, G, H.
// SHA256RNDS2 does two rounds: it takes CDGH, ABEF and two message words plus constants in the
// low half of its third operand, and returns the new ABEF; the old ABEF is then the new CDGH.
#define SHA_TARGET __attribute__((target("sha,sse4.1,ssse3")))

SHA_TARGET __attribute__((always_inline))
static inline void four_rounds(__m128i *abef, __m128i *cdgh, __m128i words, int group) {
    __m128i scheduled = _mm_add_epi32(words, _mm_load_si128((const __m128i *)&round_constants[4 * group]));
    *cdgh = _mm_sha256rnds2_epu32(*cdgh, *abef, scheduled);
    *abef = _mm_sha256rnds2_epu32(*abef, *cdgh, _mm_shuffle_epi32(scheduled, 0x0E));
}

SHA_TARGET
static void compress_sha_extensions(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    // Reverses the bytes of each dword: message words are big-endian.
    const __m128i byte_swap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (; block_count > 0; block_count--, blocks += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // w0 to w3 hold the last sixteen message words, four each, the oldest in w0's low dword.
        __m128i w0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 0)), byte_swap);
        __m128i w1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16)), byte_swap);
        __m128i w2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 32)), byte_swap);
        __m128i w3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 48)), byte_swap);
        four_rounds(&abef, &cdgh, w0, 0);
        four_rounds(&abef, &cdgh, w1, 1);
        four_rounds(&abef, &cdgh, w2, 2);
        four_rounds(&abef, &cdgh, w3, 3);
        for (int group = 4; group < 16; group++) {
            // SHA256MSG1 adds sigma0 of W[t-15] to W[t-16]; W[t-7] comes from the two newest
            // registers; SHA256MSG2 adds sigma1 of W[t-2], which for the upper two words are
            // the words it is computing.
            __m128i partial = _mm_add_epi32(_mm_sha256msg1_epu32(w0, w1), _mm_alignr_epi8(w3, w2, 4));
            __m128i next = _mm_sha256msg2_epu32(partial, w3);
            w0 = w1;
            w1 = w2;
            w2 = w3;
            w3 = next;
            four_rounds(&abef, &cdgh, next, group);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

// CPUID leaf 7 (sub-leaf 0) reports the SHA extensions in EBX bit 29; they come with SSSE3
// and SSE4.1 on every processor so far, but those are checked too (leaf 1, ECX bits 9 and 19).
static int processor_has_sha_extensions(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    if (!(ecx & (1u << 9)) || !(ecx & (1u << 19))) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return (ebx & (1u << 29)) != 0;
}

// 0 until the first call asks the processor, then 1 (portable) or 2 (SHA extensions). Every
// thread that races to ask gets the same answer, so a relaxed store is enough.
static _Atomic int chosen_path = 0;

static int sha_extensions_chosen(void) {
    int path = atomic_load_explicit(&chosen_path, memory_order_relaxed);
    if (path == 0) {
        path = processor_has_sha_extensions() ? 2 : 1;
        atomic_store_explicit(&chosen_path, path, memory_order_relaxed);
    }
    return path == 2;
}

void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    if (sha_extensions_chosen()) {
        compress_sha_extensions(state, blocks, block_count);
    } else {
        csha256_compress_portable(state, blocks, block_count);
    }
}

int csha256_uses_sha_extensions(void) {
    return sha_extensions_chosen();
}

#else

void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    csha256_compress_portable(state, blocks, block_count);
}

int csha256_uses_sha_extensions(void) {
    return 0;
}

#endif
