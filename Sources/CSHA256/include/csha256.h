// The SHA-256 compression function (FIPS 180-4, section 6.2.2) over whole 64-byte blocks.
//
// Padding and the message length are the caller's business: these functions only fold
// blocks into the eight-word state, so a one-shot digest and a streamed one share them.

#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Compresses `block_count` consecutive 64-byte blocks at `blocks` into `state` (the words
/// H0 to H7, H0 first), with the SHA extensions of x86-64 when the processor has them.
void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t block_count);

/// The same in portable C, whatever the processor has: the reference the other path is
/// tested against, and the path of every processor without the SHA extensions.
void csha256_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t block_count);

/// 1 when `csha256_compress` uses the SHA extensions on this processor, else 0.
int csha256_uses_sha_extensions(void);

#ifdef __cplusplus
}
#endif

#endif
