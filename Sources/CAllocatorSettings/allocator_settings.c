#include "allocator_settings.h"
#include <sys/prctl.h>

// jemalloc reads its options from this symbol of the program that links it.
//
// A rebuild touches most of the memory it uses once, in a few hundredths of a second: with
// transparent huge pages (where the system allows them on request) the kernel maps the heap in
// 2 MB steps instead of 4 KB page faults. Measured on the benchmark corpus: a one-page rebuild
// 45 ms instead of 50. A full build turns them off again (`docgen_stop_huge_pages`).
const char *malloc_conf = "thp:always";

void docgen_stop_huge_pages(void) {
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
}
