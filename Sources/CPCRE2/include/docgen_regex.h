#ifndef DOCGEN_REGEX_H
#define DOCGEN_REGEX_H

#include <stddef.h>
#include <stdint.h>

/// PCRE2 (libpcre2-8, part of every Debian system), opened with dlopen on first use so that no
/// docgen process that highlights nothing loads it. Patterns are UTF-8 with Unicode classes,
/// compiled with the JIT where it is available.
typedef struct docgen_regex docgen_regex;

enum {
    DOCGEN_REGEX_MULTILINE = 1,
    DOCGEN_REGEX_CASELESS = 2,
    DOCGEN_REGEX_DOTALL = 4,
};

/// The compiled pattern, or NULL with a reason in `error` (PCRE2 missing, a bad pattern).
docgen_regex *docgen_regex_compile(const char *pattern, size_t length, uint32_t flags, char *error, size_t error_capacity);

/// Matches at exactly `offset` of `subject`; returns the number of capture pairs written to
/// `ovector` (start and end byte offsets, -1 for an unset group), 0 when nothing matched.
int docgen_regex_match(const docgen_regex *regex, const char *subject, size_t length, size_t offset,
                       int64_t *ovector, int pairs);

/// The number of capture groups of the pattern.
int docgen_regex_groups(const docgen_regex *regex);

void docgen_regex_free(docgen_regex *regex);

#endif
