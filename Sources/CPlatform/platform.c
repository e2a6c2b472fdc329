#define _GNU_SOURCE
#include "platform.h"
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>

// docgen asks jemalloc for no transparent huge pages (its default): a 2 MB page is zeroed in
// full when first touched, and in this VM that made a one-page rebuild take 40 to 87 ms from
// run to run after a benchmark's builds, where 4 KB pages give a steady 45 to 51 ms. Where the
// system hands them out unasked, a build turns them off (below).

void docgen_stop_huge_pages(void) {
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
}

int docgen_rename_exchange(const char *a, const char *b) {
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
}

int docgen_contains_bytes(const void *text, unsigned long text_length, const void *needle, unsigned long needle_length) {
    return memmem(text, text_length, needle, needle_length) != NULL;
}
