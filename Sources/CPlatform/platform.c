#define _GNU_SOURCE
#include "platform.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/fs.h>

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

// Why: ext4 without a journal never hands out an inode freed in the last minute (five when its
// table block is still dirty); to find a free one it tests the freed ones of the folder's
// group one by one. After a site's old output was deleted, every file of the new one then
// cost ~200 us to create here, two thirds of a full build's wall time. Subfolders of a marked
// folder go to the least used groups instead (Orlov's rule for the tops of hierarchies, as
// for home folders), where nothing was just freed.
int docgen_spread_subfolders(const char *path) {
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    int flags = 0;
    int result = ioctl(fd, FS_IOC_GETFLAGS, &flags);
    if (result == 0 && !(flags & FS_TOPDIR_FL)) {
        flags |= FS_TOPDIR_FL;
        result = ioctl(fd, FS_IOC_SETFLAGS, &flags);
    }
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}
