#ifndef DOCGEN_CMARK_ARENA_H
#define DOCGEN_CMARK_ARENA_H

#include <cmark-gfm.h>

/// An allocator for cmark_parser_new_with_mem that takes memory from the calling thread's
/// arena: a parse makes thousands of small nodes and strings, each a calloc and a free with
/// the system allocator, and all of them die together when the page is converted.
/// Only for a parse that runs, is converted and is reset on one thread.
cmark_mem *docgen_cmark_arena(void);

/// Ends the calling thread's parse: everything allocated from its arena is gone at once, and
/// a few MB of its blocks are kept for the next parse on the thread.
void docgen_cmark_arena_reset(void);

#endif
