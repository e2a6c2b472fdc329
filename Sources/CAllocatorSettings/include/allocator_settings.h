#ifndef DOCGEN_ALLOCATOR_SETTINGS_H
#define DOCGEN_ALLOCATOR_SETTINGS_H

// The target also defines jemalloc's `malloc_conf` (see allocator_settings.c).

/// Turns transparent huge pages off for the rest of the process (prctl PR_SET_THP_DISABLE):
/// a build that grows its heap by hundreds of MB spends more kernel time zeroing 2 MB pages
/// than the page faults they save.
void docgen_stop_huge_pages(void);

#endif
