#define _GNU_SOURCE
#include "cmark_special_characters.h"

#include <dlfcn.h>
#include <stdatomic.h>

// cmark-gfm keeps the table of characters that start an inline construct in a global. Each
// parse's inline phase (cmark_parser_finish) adds its extensions' characters (`~`, `:`, `w`)
// to it as it begins and removes them as it ends, both through this exported function, so a
// parse ending on one core takes strikethrough and autolinks away from a page another core is
// still parsing (github/cmark-gfm#176). docgen gives every parser the same extensions, so the
// table every parse wants is the same: this definition, which the library's call through its
// PLT reaches before its own, adds them once, with the library's own code, and never removes
// them. After that the table is only read, and inline phases may run on every core at once.
// Where the library's call does not reach it (another build of cmark-gfm, a platform without
// interposition), nothing is pinned and MarkdownParser keeps one inline phase at a time.

typedef void (*manage_function)(cmark_parser *, int);

static atomic_int pinned;

void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
    if (atomic_load_explicit(&pinned, memory_order_acquire)) return;
    // Not pinned yet: the caller holds MarkdownParser's lock, so this runs on one core.
    manage_function library = (manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
    if (library == NULL) return;
    if (!add) {
        library(parser, 0);
        return;
    }
    library(parser, 1);
    atomic_store_explicit(&pinned, 1, memory_order_release);
}

int docgen_cmark_special_characters_pinned(void) {
    return atomic_load_explicit(&pinned, memory_order_acquire);
}
