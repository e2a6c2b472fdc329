#include "docgen_theme_scripts.h"

#include <pthread.h>
#include <stdlib.h>
#include <zlib.h>

// DOCGEN_MERMAID_PATH is the absolute path of mermaid.min.js.gz (Package.swift defines it).
// The repository keeps Mermaid gzipped (0.8 MB, not 2.7 MB); it is inflated once, on first use.
__asm__(".section .rodata\n"
        ".balign 16\n"
        "docgen_mermaid_gz_start:\n"
        ".incbin \"" DOCGEN_MERMAID_PATH "\"\n"
        "docgen_mermaid_gz_end:\n"
        ".byte 0\n"
        ".previous\n");

extern const unsigned char docgen_mermaid_gz_start[] __asm__("docgen_mermaid_gz_start");
extern const unsigned char docgen_mermaid_gz_end[] __asm__("docgen_mermaid_gz_end");

static unsigned char *mermaid;
static size_t mermaid_size;
static pthread_once_t mermaid_once = PTHREAD_ONCE_INIT;

static void inflate_mermaid(void) {
    size_t compressed = (size_t)(docgen_mermaid_gz_end - docgen_mermaid_gz_start);
    if (compressed < 18) return;
    // gzip's trailer ends with the uncompressed size modulo 2^32 (little-endian).
    const unsigned char *t = docgen_mermaid_gz_end - 4;
    size_t size = (size_t)t[0] | (size_t)t[1] << 8 | (size_t)t[2] << 16 | (size_t)t[3] << 24;
    unsigned char *out = malloc(size ? size : 1);
    if (!out) return;
    z_stream stream = {0};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) { free(out); return; }
    stream.next_in = (unsigned char *)docgen_mermaid_gz_start;
    stream.avail_in = (uInt)compressed;
    stream.next_out = out;
    stream.avail_out = (uInt)size;
    int status = inflate(&stream, Z_FINISH);
    inflateEnd(&stream);
    if (status != Z_STREAM_END || stream.total_out != size) { free(out); return; }
    mermaid = out;
    mermaid_size = size;
}

const unsigned char *docgen_mermaid_js(void) {
    pthread_once(&mermaid_once, inflate_mermaid);
    return mermaid;
}

size_t docgen_mermaid_js_size(void) {
    pthread_once(&mermaid_once, inflate_mermaid);
    return mermaid_size;
}
