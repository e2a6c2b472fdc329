#ifndef DOCGEN_PLATFORM_H
#define DOCGEN_PLATFORM_H

/// Turns transparent huge pages off for the rest of the process (prctl PR_SET_THP_DISABLE):
/// a build spends more kernel time zeroing 2 MB pages, and less predictably, than the page
/// faults they save.
void docgen_stop_huge_pages(void);

/// Swaps two paths atomically (renameat2 with RENAME_EXCHANGE, which glibc declares only
/// under _GNU_SOURCE, out of Swift's sight): 0, or -1 with errno set (EINVAL or ENOSYS where
/// the file system or kernel cannot).
int docgen_rename_exchange(const char *a, const char *b);

/// Whether `needle` occurs in `text` (memmem, which glibc too declares only under
/// _GNU_SOURCE): 1 or 0.
int docgen_contains_bytes(const void *text, unsigned long text_length, const void *needle, unsigned long needle_length);

/// Marks the folder at `path` the top of a directory hierarchy (ext4's `T` attribute,
/// FS_TOPDIR_FL), so ext4 places its new subfolders in block groups of their own instead of its
/// group: 0, or -1 with errno set (ENOTTY or EOPNOTSUPP where the file system has no such flag).
int docgen_spread_subfolders(const char *path);

#endif
