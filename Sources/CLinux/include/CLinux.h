// The Linux calls quest, its launcher and its harness need that Swift cannot import as they are: variadic (`prctl`,
// `syscall`, `ioctl`), declared only under _GNU_SOURCE (`unshare`, `renameat2`,
// `posix_spawn_file_actions_addchdir_np`), or macros (the <sys/wait.h> status macros, the CLONE_*, PR_*, SIG_* and
// FS_IOC_* constants), so that no Swift file looks a function up with `dlsym`, casts it with `unsafeBitCast`, or
// spells a kernel constant as a number. The harness's calls are static inline wrappers, so the runtime library has no
// object code of CLinux to link or to ship; the two calls only `quest` makes (they need <linux/fs.h> or _GNU_SOURCE,
// which must not reach the Glibc module's view of the system headers) are defined in CLinux.c.
#ifndef QUEST_CLINUX_H
#define QUEST_CLINUX_H

// No _GNU_SOURCE: the system headers must read exactly as in Swift's Glibc module, or the two modules disagree on
// their types. The two GNU-only functions are declared here instead, with glibc's own signatures.
#include <errno.h>
#include <linux/sched.h>
#include <malloc.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// The file that puts quest's sandbox in container mode (Docs/container.md): quest's image writes it; on any other
/// machine only root could, and root owns the machine anyway. In container mode the container is each run's private
/// world whenever bubblewrap cannot make one inside it (Docker's and Podman's default profiles), one run per container.
#define QUEST_CONTAINER_MARKER "/etc/quest/container-mode"

/// 1 when the marker is a regular file with one link, owned by root and writable by nobody else; else 0. Never an
/// environment variable: whoever starts quest (a course's CI job, a learner's script) could set one.
static inline int quest_container_mode(void) {
    struct stat info;
    if (lstat(QUEST_CONTAINER_MARKER, &info) != 0) return 0;
    return S_ISREG(info.st_mode) && info.st_nlink == 1 && info.st_uid == 0 && (info.st_mode & (S_IWGRP | S_IWOTH)) == 0;
}

/// Makes the caller the reaper of its orphaned descendants (PR_SET_CHILD_SUBREAPER).
static inline int quest_set_child_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/// PR_SET_DUMPABLE: 0 makes `/proc/<pid>/mem` root's and refuses `ptrace` and `process_vm_readv` from the process's
/// own user; 1 restores them (for Swift's backtracer, which reads a crashed process's memory).
static inline int quest_set_dumpable(int dumpable) { return prctl(PR_SET_DUMPABLE, dumpable, 0, 0, 0); }

/// PR_GET_DUMPABLE.
static inline int quest_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

/// The namespaces `unshare` can make.
static const int quest_new_user_namespace = CLONE_NEWUSER;
static const int quest_new_network_namespace = CLONE_NEWNET;
static const int quest_new_mount_namespace = CLONE_NEWNS;
static const int quest_new_pid_namespace = CLONE_NEWPID;

extern int unshare(int flags);
static inline int quest_unshare(int flags) { return unshare(flags); }

/// A descriptor that becomes readable when `pid` exits, or -1 (the raw system call: glibc before 2.36 has no wrapper).
static inline int quest_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    errno = ENOSYS;
    return -1;
/// `renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE)`: swaps two paths atomically; 0, or -1 with errno
/// (ENOSYS or EINVAL where the kernel or the filesystem has no exchange).
int quest_exchange_paths(const char *first, const char *second);

/// Sets FS_TOPDIR_FL on the open folder (`chattr +T`): ext4 then spreads its sub-folders over its block groups.
/// 0, or -1 with errno where the filesystem has no such flag.
int quest_mark_top_directory(int descriptor);

#endif
}

/// Whether `action` calls a function (not SIG_DFL or SIG_IGN, which Swift sees only as pointers).
static inline int quest_calls_handler(const struct sigaction *action) {
    return action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN;
}

/// Whether a disposition `signal` returned is SIG_IGN.
static inline int quest_is_ignored(void (*handler)(int)) { return handler == SIG_IGN; }

/// RLIMIT_NPROC, which Swift imports only as an enum case of a GNU-only type.
static const int quest_process_limit = RLIMIT_NPROC;

/// The <sys/wait.h> macros.
static inline int quest_exited(int status) { return WIFEXITED(status); }
static inline int quest_exit_status(int status) { return WEXITSTATUS(status); }
static inline int quest_signaled(int status) { return WIFSIGNALED(status); }
static inline int quest_terminating_signal(int status) { return WTERMSIG(status); }

/// Bind-mounts `source` on `target` (recursively), for the launcher's staged views of folders its run's user cannot
/// reach.
static inline int quest_bind_mount(const char *source, const char *target) {
    return mount(source, target, NULL, MS_BIND | MS_REC, NULL);
}

/// Makes every mount below `/` private, so that the staged views never propagate to the host.
static inline int quest_make_mounts_private(void) { return mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL); }

/// Mounts a small tmpfs readable by everyone on `target`.
static inline int quest_mount_view_tmpfs(const char *target) {
    return mount("quest-view", target, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m");
}

/// Mounts a tmpfs for one of a run's writable places (`options`: its size, mode and owner) that can never hold a
/// program, a library the loader maps, a device or a set-id file: noexec, nodev, nosuid.
static inline int quest_mount_scratch_tmpfs(const char *target, const char *options) {
    return mount("quest-scratch", target, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options);
}

extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

/// `posix_spawn_file_actions_addchdir_np` (glibc 2.29).
static inline int quest_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): the child closes every descriptor from `from` up before
/// it execs, so no descriptor another thread of quest has open (a harness being written) outlives the exec.
static inline int quest_spawn_add_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

/// `renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE)`: swaps two paths atomically; 0, or -1 with errno
/// (ENOSYS or EINVAL where the kernel or the filesystem has no exchange).
int quest_exchange_paths(const char *first, const char *second);

/// Sets FS_TOPDIR_FL on the open folder (`chattr +T`): ext4 then spreads its sub-folders over its block groups.
/// 0, or -1 with errno where the filesystem has no such flag.
int quest_mark_top_directory(int descriptor);

/// Sets glibc's allocator for a short-lived process of many threads (`quest`'s `main`, before any thread starts): each
/// heap grows 32 MB at a time instead of by what one request needs, and the threads share at most four arenas instead
/// of one per thread up to eight per core. A one-lesson rebuild of 500 lessons spent 7 ms of CPU growing heaps
/// (`mprotect` and fresh-page faults in `sysmalloc`, perf) on its two dozen threads; tuned, its median time fell from
/// 95.8 to 90.9 ms (interleaved runs, same machine). Address space, not memory: pages are resident only once used.
static inline void quest_tune_allocator(void) {
    mallopt(M_TOP_PAD, 32 << 20);
    mallopt(M_ARENA_MAX, 4);
}

#endif
