// Prints ICU's Traditional-Simplified transliterator as pairs of characters: each Han
// character it maps to one other character, then that character, in code point order.
// Built and run by scripts/update-zh-fold.
#include <stdio.h>
#include <unicode/utrans.h>
#include <unicode/ustring.h>

int main(void) {
    UErrorCode status = U_ZERO_ERROR;
    UTransliterator *t = utrans_openU(u"Traditional-Simplified", -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "ICU: %s\n", u_errorName(status)); return 1; }
    const UChar32 ranges[][2] = {{0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xF900, 0xFAFF}, {0x20000, 0x2FA1F}};
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        for (UChar32 c = ranges[r][0]; c <= ranges[r][1]; c++) {
            UChar buffer[16];
            int32_t length = 0, limit;
            U16_APPEND_UNSAFE(buffer, length, c);
            limit = length;
            utrans_transUChars(t, buffer, &length, 16, 0, &limit, &status);
            if (U_FAILURE(status)) return 1;
            UChar32 out;
            int32_t i = 0;
            U16_NEXT(buffer, i, length, out);
            if (i != length || out == c) continue;
            char utf8[16];
            int32_t n;
            UChar pair[4];
            int32_t p = 0;
            U16_APPEND_UNSAFE(pair, p, c);
            U16_APPEND_UNSAFE(pair, p, out);
            u_strToUTF8(utf8, sizeof utf8, &n, pair, p, &status);
            fwrite(utf8, 1, (size_t)n, stdout);
        }
    }
    utrans_close(t);
    return 0;
}
