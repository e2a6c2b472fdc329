#ifndef DOCGEN_UNICODE_NORMALIZATION_H
#define DOCGEN_UNICODE_NORMALIZATION_H

#include <stdint.h>

/// NFKC of `length` UTF-16 code units into `destination`, by the ICU that ships with the Swift
/// runtime (lib_FoundationICU, what Foundation normalizes with), opened on first use.
///
/// Returns the length of the result: when it exceeds `capacity`, nothing useful was written
/// and the call should be repeated with that capacity. Returns -1 when ICU cannot be opened
/// or fails.
int32_t docgen_nfkc(const uint16_t *source, int32_t length, uint16_t *destination, int32_t capacity);

#endif
