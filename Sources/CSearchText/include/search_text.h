#ifndef DOCGEN_SEARCH_TEXT_H
#define DOCGEN_SEARCH_TEXT_H

#include <stdint.h>

/// Where ICU's word break iterator (Debian's libicu, its dictionary-based engine for Han and
/// kana) ends the words of `text`: `length` UTF-16 code units of one run of Japanese or Chinese
/// characters. Writes the end offsets of the words, in order, into `ends` (the last is
/// `length`) and returns how many there are; returns -1 when ICU fails or `capacity` is too
/// small (at most `length` ends are ever written). `locale` is the page's language ("ja").
/// Each thread keeps its own iterator.
int32_t docgen_word_ends(const char *locale, const uint16_t *text, int32_t length, int32_t *ends, int32_t capacity);

/// The Snowball English stem (Debian's libstemmer) of a lowercase UTF-8 word, written into
/// `out`; returns its length in bytes, or -1 when it does not fit or the stemmer fails. Each
/// thread keeps its own stemmer.
int32_t docgen_stem_english(const uint8_t *word, int32_t length, uint8_t *out, int32_t capacity);

#endif
