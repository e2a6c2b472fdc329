#include "docgen_theme_scripts.h"

// DOCGEN_MERMAID_PATH is the absolute path of mermaid.min.js (Package.swift defines it).
__asm__(".section .rodata\n"
        ".balign 16\n"
        "docgen_mermaid_js_start:\n"
        ".incbin \"" DOCGEN_MERMAID_PATH "\"\n"
        "docgen_mermaid_js_end:\n"
        ".byte 0\n"
        ".previous\n");

extern const unsigned char docgen_mermaid_js_start[] __asm__("docgen_mermaid_js_start");
extern const unsigned char docgen_mermaid_js_end[] __asm__("docgen_mermaid_js_end");

const unsigned char *docgen_mermaid_js(void) { return docgen_mermaid_js_start; }
size_t docgen_mermaid_js_size(void) { return (size_t)(docgen_mermaid_js_end - docgen_mermaid_js_start); }
