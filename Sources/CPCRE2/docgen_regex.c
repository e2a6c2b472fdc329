#define PCRE2_CODE_UNIT_WIDTH 8
#include "docgen_regex.h"
#include <dlfcn.h>
#include <pcre2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    pcre2_code *(*compile)(PCRE2_SPTR, PCRE2_SIZE, uint32_t, int *, PCRE2_SIZE *, pcre2_compile_context *);
    int (*jit_compile)(pcre2_code *, uint32_t);
    int (*match)(const pcre2_code *, PCRE2_SPTR, PCRE2_SIZE, PCRE2_SIZE, uint32_t, pcre2_match_data *, pcre2_match_context *);
    pcre2_match_data *(*match_data_create)(uint32_t, pcre2_general_context *);
    void (*match_data_free)(pcre2_match_data *);
    PCRE2_SIZE *(*ovector)(pcre2_match_data *);
    void (*code_free)(pcre2_code *);
    int (*error_message)(int, PCRE2_UCHAR *, PCRE2_SIZE);
    int (*pattern_info)(const pcre2_code *, uint32_t, void *);
    int loaded;
} pcre;

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libpcre2-8.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    pcre.compile = dlsym(library, "pcre2_compile_8");
    pcre.jit_compile = dlsym(library, "pcre2_jit_compile_8");
    pcre.match = dlsym(library, "pcre2_match_8");
    pcre.match_data_create = dlsym(library, "pcre2_match_data_create_8");
    pcre.match_data_free = dlsym(library, "pcre2_match_data_free_8");
    pcre.ovector = dlsym(library, "pcre2_get_ovector_pointer_8");
    pcre.code_free = dlsym(library, "pcre2_code_free_8");
    pcre.error_message = dlsym(library, "pcre2_get_error_message_8");
    pcre.pattern_info = dlsym(library, "pcre2_pattern_info_8");
    pcre.loaded = pcre.compile && pcre.match && pcre.match_data_create && pcre.match_data_free && pcre.ovector
        && pcre.code_free && pcre.error_message && pcre.pattern_info;
}

struct docgen_regex {
    pcre2_code *code;
    int groups;
};

docgen_regex *docgen_regex_compile(const char *pattern, size_t length, uint32_t flags, char *error, size_t error_capacity) {
    pthread_once(&once, load);
    if (!pcre.loaded) {
        snprintf(error, error_capacity, "libpcre2-8.so.0 cannot be opened");
        return NULL;
    }
    uint32_t options = PCRE2_UTF | PCRE2_UCP;
    if (flags & DOCGEN_REGEX_MULTILINE) options |= PCRE2_MULTILINE;
    if (flags & DOCGEN_REGEX_CASELESS) options |= PCRE2_CASELESS;
    if (flags & DOCGEN_REGEX_DOTALL) options |= PCRE2_DOTALL;
    int code = 0;
    PCRE2_SIZE at = 0;
    pcre2_code *compiled = pcre.compile((PCRE2_SPTR)pattern, length, options, &code, &at, NULL);
    if (!compiled) {
        PCRE2_UCHAR message[256];
        pcre.error_message(code, message, sizeof message);
        snprintf(error, error_capacity, "%s at %zu", (const char *)message, (size_t)at);
        return NULL;
    }
    if (pcre.jit_compile) pcre.jit_compile(compiled, PCRE2_JIT_COMPLETE);
    docgen_regex *regex = malloc(sizeof *regex);
    if (!regex) {
        pcre.code_free(compiled);
        return NULL;
    }
    uint32_t groups = 0;
    pcre.pattern_info(compiled, PCRE2_INFO_CAPTURECOUNT, &groups);
    regex->code = compiled;
    regex->groups = (int)groups;
    return regex;
}

int docgen_regex_groups(const docgen_regex *regex) { return regex->groups; }

int docgen_regex_match(const docgen_regex *regex, const char *subject, size_t length, size_t offset,
                       int64_t *ovector, int pairs) {
    pcre2_match_data *data = pcre.match_data_create((uint32_t)(regex->groups + 1), NULL);
    if (!data) return 0;
    int found = pcre.match(regex->code, (PCRE2_SPTR)subject, length, offset, PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, data, NULL);
    int written = 0;
    if (found > 0) {
        PCRE2_SIZE *vector = pcre.ovector(data);
        int count = regex->groups + 1 < pairs ? regex->groups + 1 : pairs;
        for (int i = 0; i < count; i++) {
            ovector[2 * i] = vector[2 * i] == PCRE2_UNSET ? -1 : (int64_t)vector[2 * i];
            ovector[2 * i + 1] = vector[2 * i + 1] == PCRE2_UNSET ? -1 : (int64_t)vector[2 * i + 1];
        }
        written = count;
    }
    pcre.match_data_free(data);
    return written;
}

void docgen_regex_free(docgen_regex *regex) {
    if (!regex) return;
    pcre.code_free(regex->code);
    free(regex);
}
