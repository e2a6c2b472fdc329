#ifndef DOCGEN_THEME_SCRIPTS_H
#define DOCGEN_THEME_SCRIPTS_H

#include <stddef.h>

/// Mermaid's browser build (mermaid.min.js.gz beside this target's sources), assembled into
/// the binary gzipped and inflated by zlib on first use: a 2.7 MB Swift array literal would
/// take the compiler a minute on every change of the theme. NULL and 0 if it cannot be inflated.
const unsigned char *docgen_mermaid_js(void);
size_t docgen_mermaid_js_size(void);

#endif
