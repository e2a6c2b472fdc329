#define _GNU_SOURCE
#include "unicode_normalization.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// ICU's C API as lib_FoundationICU exports it (its names carry a `swift_` prefix). Opened,
// not linked: Foundation is not linked either, and only text that NFKC changes in ways the
// search tokenizer does not handle itself ever needs it.
typedef int32_t UErrorCode;  // <= 0 is success; 15 is U_BUFFER_OVERFLOW_ERROR
typedef struct UNormalizer2 UNormalizer2;

static const UNormalizer2 *(*get_nfkc_instance)(UErrorCode *);
static int32_t (*normalize)(const UNormalizer2 *, const uint16_t *, int32_t, uint16_t *, int32_t, UErrorCode *);
static const UNormalizer2 *nfkc;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// The Swift runtime's own folder, where the toolchain and the runtime packages put ICU.
extern void swift_retain(void);

static void *open_icu(void) {
    void *library = dlopen("lib_FoundationICU.so", RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) return library;
    Dl_info info;
    if (dladdr((void *)&swift_retain, &info) == 0 || info.dli_fname == NULL) return NULL;
    char path[4096];
    const char *slash = strrchr(info.dli_fname, '/');
    if (slash == NULL) return NULL;
    snprintf(path, sizeof path, "%.*s/lib_FoundationICU.so", (int)(slash - info.dli_fname), info.dli_fname);
    return dlopen(path, RTLD_NOW | RTLD_LOCAL);
}

static void load(void) {
    void *library = open_icu();
    if (library == NULL) return;
    *(void **)&get_nfkc_instance = dlsym(library, "swift_unorm2_getNFKCInstance");
    *(void **)&normalize = dlsym(library, "swift_unorm2_normalize");
    if (get_nfkc_instance == NULL || normalize == NULL) return;
    UErrorCode status = 0;
    const UNormalizer2 *instance = get_nfkc_instance(&status);
    if (status <= 0) nfkc = instance;
}

int32_t docgen_nfkc(const uint16_t *source, int32_t length, uint16_t *destination, int32_t capacity) {
    pthread_once(&load_once, load);
    if (nfkc == NULL) return -1;
    UErrorCode status = 0;
    int32_t written = normalize(nfkc, source, length, destination, capacity, &status);
    if (status == 15) return written;  // too small: `written` is the length needed
    return status <= 0 ? written : -1;
}
