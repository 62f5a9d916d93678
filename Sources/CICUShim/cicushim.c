#include "cicushim.h"

// Defined by the package's ICU trait; without it there is no ICU to call.
#ifdef CICU_WITH_ICU

#include <stdlib.h>
#include <string.h>

#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/ucol.h>
#include <unicode/ucsdet.h>
#include <unicode/uregex.h>
#include <unicode/usearch.h>
#include <unicode/ustring.h>

// Success or warning: ICU reports ambiguous aliases such as "windows-1252" as a warning.
static int32_t status_result(UErrorCode status) {
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t cicu_single_byte_table(const char *converter_name, uint32_t scalars[256]) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(converter_name, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    if (ucnv_getMaxCharSize(converter) != 1) {
        ucnv_close(converter);
        return (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    }
    // Stop instead of substituting, so an unmapped byte is told apart from a mapped U+FFFD/U+001A.
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
    for (int byte = 0; byte < 256; byte++) {
        char input = (char)byte;
        UChar output[4];
        UErrorCode byte_status = U_ZERO_ERROR;
        ucnv_reset(converter);
        int32_t length = ucnv_toUChars(converter, output, 4, &input, 1, &byte_status);
        if (U_FAILURE(byte_status) || length < 1) {
            scalars[byte] = CICU_UNMAPPED_BYTE;
        } else if (length == 2 && U16_IS_LEAD(output[0]) && U16_IS_TRAIL(output[1])) {
            scalars[byte] = (uint32_t)U16_GET_SUPPLEMENTARY(output[0], output[1]);
        } else if (length == 1) {
            scalars[byte] = output[0];
        } else {
            // A byte that decodes to several characters cannot live in a one-scalar table.
            scalars[byte] = CICU_UNMAPPED_BYTE;
        }
    }
    ucnv_close(converter);
    return 0;
}

static void copy_truncated(char *target, size_t capacity, const char *source) {
    if (source == NULL) source = "";
    strncpy(target, source, capacity - 1);
    target[capacity - 1] = '\0';
}

int32_t cicu_detect_charsets(const uint8_t *bytes, int32_t length,
                             cicu_charset_match *matches, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UCharsetDetector *detector = ucsdet_open(&status);
    if (U_FAILURE(status)) return -(int32_t)status;
    ucsdet_setText(detector, (const char *)bytes, length, &status);
    int32_t found = 0;
    const UCharsetMatch **all = ucsdet_detectAll(detector, &found, &status);
    int32_t written = 0;
    if (U_SUCCESS(status)) {
        for (int32_t index = 0; index < found && written < capacity; index++) {
            UErrorCode match_status = U_ZERO_ERROR;
            const char *name = ucsdet_getName(all[index], &match_status);
            const char *language = ucsdet_getLanguage(all[index], &match_status);
            int32_t confidence = ucsdet_getConfidence(all[index], &match_status);
            if (U_FAILURE(match_status)) continue;
            copy_truncated(matches[written].name, sizeof matches[written].name, name);
            copy_truncated(matches[written].language, sizeof matches[written].language, language);
            matches[written].confidence = confidence;
            written++;
        }
    }
    ucsdet_close(detector);
    return U_FAILURE(status) ? -(int32_t)status : written;
}

cicu_collator *cicu_collator_open(const char *locale, int32_t *status) {
    UErrorCode icu_status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &icu_status);
    if (U_SUCCESS(icu_status)) {
        ucol_setStrength(collator, UCOL_PRIMARY);
    }
    *status = status_result(icu_status);
    if (U_FAILURE(icu_status)) {
        ucol_close(collator);
        return NULL;
    }
    return (cicu_collator *)collator;
}

void cicu_collator_close(cicu_collator *collator) {
    ucol_close((UCollator *)collator);
}

int32_t cicu_collator_compare(const cicu_collator *collator,
                              const uint8_t *left, int32_t left_length,
                              const uint8_t *right, int32_t right_length,
                              int32_t *status) {
    UErrorCode icu_status = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8((const UCollator *)collator,
                                               (const char *)left, left_length,
                                               (const char *)right, right_length, &icu_status);
    *status = status_result(icu_status);
    return (int32_t)result;
}

// Converts UTF-8 to a freshly allocated UTF-16 buffer; the caller frees it.
static UChar *utf16_copy(const uint8_t *bytes, int32_t length, int32_t *utf16_length,
                         UErrorCode *status) {
    int32_t needed = 0;
    UErrorCode preflight = U_ZERO_ERROR;
    u_strFromUTF8WithSub(NULL, 0, &needed, (const char *)bytes, length, 0xFFFD, NULL, &preflight);
    if (preflight != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(preflight)) {
        *status = preflight;
        return NULL;
    }
    UChar *buffer = (UChar *)malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (buffer == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    u_strFromUTF8WithSub(buffer, needed + 1, utf16_length, (const char *)bytes, length,
                         0xFFFD, NULL, status);
    if (U_FAILURE(*status)) {
        free(buffer);
        return NULL;
    }
    return buffer;
}

int32_t cicu_collator_find(const cicu_collator *collator,
                           const uint8_t *needle, int32_t needle_length,
                           const uint8_t *haystack, int32_t haystack_length,
                           int32_t *status) {
    UErrorCode icu_status = U_ZERO_ERROR;
    int32_t pattern_length = 0;
    int32_t text_length = 0;
    UChar *pattern = utf16_copy(needle, needle_length, &pattern_length, &icu_status);
    UChar *text = utf16_copy(haystack, haystack_length, &text_length, &icu_status);
    int32_t result = -2;
    if (U_SUCCESS(icu_status) && (pattern_length == 0 || text_length == 0)) {
        // usearch rejects empty patterns and texts; an empty needle is found at the start.
        result = pattern_length == 0 ? 0 : -1;
    } else if (U_SUCCESS(icu_status)) {
        // usearch only reads the collator, so sharing one across threads is safe.
        UStringSearch *search = usearch_openFromCollator(pattern, pattern_length,
                                                         text, text_length,
                                                         (const UCollator *)collator, NULL,
                                                         &icu_status);
        if (U_SUCCESS(icu_status)) {
            int32_t index = usearch_first(search, &icu_status);
            if (U_SUCCESS(icu_status)) result = index == USEARCH_DONE ? -1 : index;
        }
        usearch_close(search);
    }
    free(pattern);
    free(text);
    *status = status_result(icu_status);
    return U_FAILURE(icu_status) ? -2 : result;
}

cicu_regex *cicu_regex_open(const uint8_t *pattern, int32_t length, int32_t ignores_case,
                            int32_t *status, int32_t *error_offset) {
    UErrorCode icu_status = U_ZERO_ERROR;
    UParseError parse_error;
    parse_error.offset = -1;
    int32_t utf16_length = 0;
    UChar *source = utf16_copy(pattern, length, &utf16_length, &icu_status);
    URegularExpression *regex = NULL;
    if (U_SUCCESS(icu_status)) {
        // uregex_open keeps a copy of the pattern, so the UTF-16 text can go at once.
        regex = uregex_open(source, utf16_length, ignores_case ? UREGEX_CASE_INSENSITIVE : 0,
                            &parse_error, &icu_status);
    }
    free(source);
    *status = status_result(icu_status);
    *error_offset = parse_error.offset;
    if (U_FAILURE(icu_status)) {
        if (regex != NULL) uregex_close(regex);
        return NULL;
    }
    return (cicu_regex *)regex;
}

void cicu_regex_close(cicu_regex *regex) {
    uregex_close((URegularExpression *)regex);
}

int32_t cicu_regex_group_count(const cicu_regex *regex) {
    UErrorCode icu_status = U_ZERO_ERROR;
    // groupCount only reads the pattern; the cast drops const for ICU's signature.
    int32_t count = uregex_groupCount((URegularExpression *)regex, &icu_status);
    return U_FAILURE(icu_status) ? 0 : count;
}

int32_t cicu_regex_group_number(const cicu_regex *regex, const uint8_t *name, int32_t length) {
    UErrorCode icu_status = U_ZERO_ERROR;
    int32_t number = uregex_groupNumberFromCName((URegularExpression *)regex, (const char *)name,
                                                 length, &icu_status);
    return U_FAILURE(icu_status) ? -1 : number;
}

int32_t cicu_regex_find(const cicu_regex *regex, const uint8_t *text, int32_t length,
                        int32_t step_limit, int64_t *ranges, int32_t range_pairs, int32_t *status) {
    UErrorCode icu_status = U_ZERO_ERROR;
    // A matcher keeps its state in the regex object, so each search works on a clone, which
    // shares the compiled pattern: one regex can serve several threads.
    URegularExpression *matcher = uregex_clone((const URegularExpression *)regex, &icu_status);
    if (U_FAILURE(icu_status)) {
        *status = status_result(icu_status);
        return -2;
    }
    UText input = UTEXT_INITIALIZER;
    // Over UTF-8 text ICU's native offsets are byte offsets, which Swift can use directly.
    utext_openUTF8(&input, (const char *)text, length, &icu_status);
    uregex_setUText(matcher, &input, &icu_status);
    uregex_setTimeLimit(matcher, step_limit, &icu_status);
    int32_t result = -2;
    if (U_SUCCESS(icu_status)) {
        UBool found = uregex_find64(matcher, 0, &icu_status);
        if (icu_status == U_REGEX_TIME_OUT || icu_status == U_REGEX_STACK_OVERFLOW) {
            result = CICU_REGEX_EXHAUSTED;
            icu_status = U_ZERO_ERROR;
        } else if (U_SUCCESS(icu_status)) {
            result = found ? 1 : 0;
            int32_t groups = uregex_groupCount(matcher, &icu_status);
            for (int32_t group = 0; found && group < range_pairs; group++) {
                ranges[2 * group] = group <= groups ? uregex_start64(matcher, group, &icu_status) : -1;
                ranges[2 * group + 1] = group <= groups ? uregex_end64(matcher, group, &icu_status) : -1;
            }
        }
    }
    uregex_close(matcher);
    utext_close(&input);
    *status = status_result(icu_status);
    return U_FAILURE(icu_status) ? -2 : result;
}

#endif
