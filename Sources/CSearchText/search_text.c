#include "search_text.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <libstemmer.h>

// One iterator per thread and locale: opening one loads the rules and the dictionary (a
// millisecond or two), setting its text is cheap. Threads are the build's few workers.
enum { LOCALES = 4 };
static _Thread_local struct { char locale[16]; UBreakIterator *iterator; } iterators[LOCALES];

static UBreakIterator *iterator_for(const char *locale) {
    for (int i = 0; i < LOCALES; i++) {
        if (iterators[i].iterator != NULL && strcmp(iterators[i].locale, locale) == 0) return iterators[i].iterator;
    }
    for (int i = 0; i < LOCALES; i++) {
        if (iterators[i].iterator != NULL) continue;
        UErrorCode status = U_ZERO_ERROR;
        UBreakIterator *opened = ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
        if (U_FAILURE(status) || opened == NULL) return NULL;
        strncpy(iterators[i].locale, locale, sizeof iterators[i].locale - 1);
        iterators[i].iterator = opened;
        return opened;
    }
    // More locales than slots on one thread: the first slot is reused.
    ubrk_close(iterators[0].iterator);
    iterators[0].iterator = NULL;
    return iterator_for(locale);
}

int32_t docgen_word_ends(const char *locale, const uint16_t *text, int32_t length, int32_t *ends, int32_t capacity) {
    UBreakIterator *iterator = iterator_for(locale);
    if (iterator == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t end = ubrk_next(iterator); end != UBRK_DONE; end = ubrk_next(iterator)) {
        if (count >= capacity) return -1;
        ends[count++] = end;
    }
    // Nothing is kept pointing at the caller's buffer.
    ubrk_setText(iterator, (const UChar *)u"", 0, &status);
    return count;
}

static _Thread_local struct sb_stemmer *stemmer;

int32_t docgen_stem_english(const uint8_t *word, int32_t length, uint8_t *out, int32_t capacity) {
    if (stemmer == NULL) {
        stemmer = sb_stemmer_new("english", "UTF_8");
        if (stemmer == NULL) return -1;
    }
    const sb_symbol *stem = sb_stemmer_stem(stemmer, word, length);
    if (stem == NULL) return -1;
    int32_t stemLength = sb_stemmer_length(stemmer);
    if (stemLength > capacity) return -1;
    memcpy(out, stem, (size_t)stemLength);
    return stemLength;
}
