#include "allocator_settings.h"
#include <sys/prctl.h>

// jemalloc reads its options from this symbol of the program that links it.
//
// Reading a rebuild's manifest and hashing every page touch most of the memory they use once,
// in a few hundredths of a second: with transparent huge pages (where the system allows them on
// request) the kernel maps the heap in 2 MB steps instead of 4 KB page faults (a rebuild with
// nothing changed: 32 ms instead of 35; `docgen check` gains too). A build turns them off
// again before it parses and renders pages (`docgen_stop_huge_pages`), whose allocations
// are scattered enough that zeroing 2 MB pages costs more than it saves.
const char *malloc_conf = "thp:always";

void docgen_stop_huge_pages(void) {
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
}
