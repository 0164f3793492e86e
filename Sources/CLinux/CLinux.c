// The header's static inline wrappers need no object code. The two calls only `quest` itself makes are here: they
// need _GNU_SOURCE (renameat2) and <linux/fs.h> (FS_IOC_*), which must not reach the header, where the system
// headers have to read exactly as in Swift's Glibc module.
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <sys/ioctl.h>

#include "CLinux.h"

int quest_exchange_paths(const char *first, const char *second) {
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

int quest_mark_top_directory(int descriptor) {
    int flags = 0;
    if (ioctl(descriptor, FS_IOC_GETFLAGS, &flags) != 0) return -1;
    flags |= FS_TOPDIR_FL;
    return ioctl(descriptor, FS_IOC_SETFLAGS, &flags);
}
