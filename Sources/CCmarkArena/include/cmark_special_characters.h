#ifndef DOCGEN_CMARK_SPECIAL_CHARACTERS_H
#define DOCGEN_CMARK_SPECIAL_CHARACTERS_H

#include <cmark-gfm.h>

/// Replaces cmark-gfm's own function of this name for the process (see the .c file): the
/// inline special characters of the first parse's extensions are added once and kept.
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add);

/// 1 once the characters are in cmark-gfm's table for good: inline phases may then run
/// concurrently. 0 while they are not (before the first parse, or where the library does not
/// call the function above).
int docgen_cmark_special_characters_pinned(void);

#endif
