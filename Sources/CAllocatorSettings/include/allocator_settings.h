#ifndef DOCGEN_ALLOCATOR_SETTINGS_H
#define DOCGEN_ALLOCATOR_SETTINGS_H

/// Turns transparent huge pages off for the rest of the process (prctl PR_SET_THP_DISABLE):
/// a build spends more kernel time zeroing 2 MB pages, and less predictably, than the page
/// faults they save.
void docgen_stop_huge_pages(void);

#endif
