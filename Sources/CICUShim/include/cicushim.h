// A plain C view of the few ICU services certain-import needs.
//
// This header deliberately includes no ICU header: ICU's headers clash with the ICU that
// Foundation bundles, so Swift code sees only these types and functions. Status values are
// ICU's UErrorCode numbers (0 is success, negative is a warning, positive is a failure).

#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Marks a byte that the code page leaves unmapped in `cicu_single_byte_table`.
#define CICU_UNMAPPED_BYTE 0xFFFFFFFFu

/// Fills `scalars[b]` with the Unicode scalar ICU decodes for the lone byte `b` in the
/// single-byte code page `converter_name`, or `CICU_UNMAPPED_BYTE` where it has none.
/// Returns 0 on success, otherwise the ICU status (for example an unknown converter name).
int32_t cicu_single_byte_table(const char *converter_name, uint32_t scalars[256]);

/// One guess of the charset detector.
typedef struct cicu_charset_match {
    char name[40];
    char language[16];
    int32_t confidence;
} cicu_charset_match;

/// Runs ICU's charset detector over `bytes` and writes up to `capacity` matches, best first.
/// Returns the number written, or the negated ICU status when detection failed.
int32_t cicu_detect_charsets(const uint8_t *bytes, int32_t length,
                             cicu_charset_match *matches, int32_t capacity);

/// An ICU collator; opaque to Swift.
typedef struct cicu_collator cicu_collator;

/// Opens a primary-strength collator (ignores case and accents) for `locale`, e.g. "de" or "".
/// Returns NULL and sets `*status` when ICU cannot provide one.
cicu_collator *cicu_collator_open(const char *locale, int32_t *status);

void cicu_collator_close(cicu_collator *collator);

/// Compares two UTF-8 strings at the collator's strength: -1, 0 or 1.
/// Safe to call from several threads on one collator.
int32_t cicu_collator_compare(const cicu_collator *collator,
                              const uint8_t *left, int32_t left_length,
                              const uint8_t *right, int32_t right_length,
                              int32_t *status);

/// Finds the first match of `needle` in `haystack` (both UTF-8) under the collator's strength.
/// Returns the UTF-16 offset of the match, -1 when there is none, or -2 on failure (see
/// `*status`). Safe to call from several threads on one collator.
int32_t cicu_collator_find(const cicu_collator *collator,
                           const uint8_t *needle, int32_t needle_length,
                           const uint8_t *haystack, int32_t haystack_length,
                           int32_t *status);

/// A compiled ICU regular expression; opaque to Swift.
typedef struct cicu_regex cicu_regex;

/// What `cicu_regex_find` returns when the match engine used up its step limit.
#define CICU_REGEX_EXHAUSTED (-1)

/// Compiles `pattern` (UTF-8) in ICU's regex syntax, ignoring case when `ignores_case` is set.
/// Returns NULL when it does not compile, with the ICU status in `*status` and the UTF-16
/// offset of the problem in the pattern in `*error_offset` (-1 when ICU does not say).
cicu_regex *cicu_regex_open(const uint8_t *pattern, int32_t length, int32_t ignores_case,
                            int32_t *status, int32_t *error_offset);

void cicu_regex_close(cicu_regex *regex);

/// The number of capture groups.
int32_t cicu_regex_group_count(const cicu_regex *regex);

/// The number of the group named `name` (UTF-8), or -1 when there is none.
int32_t cicu_regex_group_number(const cicu_regex *regex, const uint8_t *name, int32_t length);

/// Searches `text` (UTF-8) for the first match, letting the match engine take at most
/// `step_limit` units of ICU's time limit (each ten thousand backtracking steps of its match
/// engine; see uregex_setTimeLimit). Returns 1 when found, 0 when not,
/// `CICU_REGEX_EXHAUSTED` when the limit (or the backtracking stack) ran out, and -2 on any
/// other failure (see `*status`). When found, fills `ranges[2 * g]` and `ranges[2 * g + 1]`
/// with the UTF-8 byte offsets of group g (0 is the whole match, -1 for a group that did not
/// take part) for g < `range_pairs`. Safe to call from several threads on one regex.
int32_t cicu_regex_find(const cicu_regex *regex, const uint8_t *text, int32_t length,
                        int32_t step_limit, int64_t *ranges, int32_t range_pairs, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
