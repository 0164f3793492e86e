// libseccomp (Debian's libseccomp-dev), for the launcher's system call filter. Its actions and argument comparisons
// are macros Swift cannot import, so the two rule shapes the launcher uses are static inline wrappers here; system
// calls are named, never numbered (`seccomp_syscall_resolve_name` gives the number for this architecture).
#include <errno.h>
#include <stddef.h>
#include <seccomp.h>
#include <linux/sched.h>

/// Every call is allowed unless a rule says otherwise; a call of another architecture's ABI (i386 from a 64-bit
/// process) kills the process (libseccomp's default for a foreign architecture).
static inline scmp_filter_ctx quest_seccomp_allowing(void) { return seccomp_init(SCMP_ACT_ALLOW); }

/// The call named `name` fails with `error` (0, or -errno; -EDOM when this architecture has no such call).
static inline int quest_seccomp_refuse(scmp_filter_ctx filter, const char *name, int error) {
    int number = seccomp_syscall_resolve_name(name);
    if (number == __NR_SCMP_ERROR) return -EDOM;
    return seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(error), number, 0, NULL);
}

/// The call named `name` fails with `error` when its argument `argument` asks for a new namespace of any kind (the
/// CLONE_NEW* flags), which a learner program never needs.
static inline int quest_seccomp_refuse_new_namespaces(
    scmp_filter_ctx filter, const char *name, unsigned int argument, int error
) {
    int number = seccomp_syscall_resolve_name(name);
    if (number == __NR_SCMP_ERROR) return -EDOM;
    const unsigned long long flags[] = {
        CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWCGROUP,
    };
    for (unsigned int index = 0; index < sizeof(flags) / sizeof(flags[0]); index++) {
        struct scmp_arg_cmp comparison = { argument, SCMP_CMP_MASKED_EQ, flags[index], flags[index] };
        int added = seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(error), number, 1, &comparison);
        if (added != 0) return added;
    }
    return 0;
}

/// The descriptor `fd` stays what it is: `dup2`/`dup3` onto it fail with `error`, and `close` of it, or a
/// `close_range` over it, does nothing and says it succeeded (a process about to start another, Swift's crash
/// backtracer say, closes every descriptor above 2 that way, and must not fail), so a program can neither free its
/// number nor put another file there. (The harness's records pipe: learner code that swapped it for a pipe of its own
/// would read the next record.) Calls this architecture lacks are skipped.
static inline int quest_seccomp_guard_descriptor(scmp_filter_ctx filter, unsigned long long fd, int error) {
    struct { const char *name; unsigned int argument; int error; } targets[] = {
        {"close", 0, 0}, {"dup2", 1, error}, {"dup3", 1, error},
    };
    for (unsigned int index = 0; index < sizeof(targets) / sizeof(targets[0]); index++) {
        int number = seccomp_syscall_resolve_name(targets[index].name);
        if (number == __NR_SCMP_ERROR) continue;
        struct scmp_arg_cmp comparison = { targets[index].argument, SCMP_CMP_EQ, fd, 0 };
        int added = seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(targets[index].error), number, 1, &comparison);
        if (added != 0) return added;
    }
    int range = seccomp_syscall_resolve_name("close_range");
    if (range != __NR_SCMP_ERROR) {
        struct scmp_arg_cmp over[] = { { 0, SCMP_CMP_LE, fd, 0 }, { 1, SCMP_CMP_GE, fd, 0 } };
        int added = seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(0), range, 2, over);
        if (added != 0) return added;
    }
    return 0;
}
