#if canImport(Glibc)
import Glibc
import CSeccomp

/// A seccomp filter, made with Debian's libseccomp (never hand-written BPF), that refuses the system calls a learner
/// program never needs and that could reach another process's memory or the kernel's: reading or writing the
/// harness's memory (`ptrace`, `process_vm_readv`, `process_vm_writev`, `pidfd_getfd`), new namespaces and mounts,
/// kernel keys, modules, BPF and performance counters, `userfaultfd` and io_uring (whose operations seccomp cannot see),
/// and memfds (files outside every noexec mount of the run); and it keeps the records pipe's descriptor what it is.
///
/// It is applied to the program and everything it starts (a filter is inherited across `fork` and `execve` and can
/// never be removed): bubblewrap loads it right before it executes the program (`--seccomp FD`); without a private
/// world the launcher's child loads it right before `execve`. Refused calls fail with EPERM, so a program that tries
/// one gets an error it can handle, never a kill that would look like a crash of its own. `execve` stays allowed:
/// Swift's crash handler starts `swift-backtrace` to name the learner's line, and whatever a started program does is
/// under this same filter, the run's user and its limits.
struct SyscallFilter {
    /// The calls refused by name (calls this architecture does not have are skipped).
    static let refused = [
        "ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "process_madvise",
        "bpf", "perf_event_open", "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register",
        "keyctl", "add_key", "request_key",
        "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
        "mount", "umount2", "pivot_root", "chroot", "fsopen", "fsconfig", "fsmount", "fspick", "move_mount",
        "open_tree", "mount_setattr", "setns", "unshare", "open_by_handle_at", "name_to_handle_at",
        "personality", "iopl", "ioperm", "swapon", "swapoff", "reboot", "acct", "quotactl", "syslog",
        "lookup_dcookie", "settimeofday", "clock_settime",
        // A memfd's file lives on no mount of the run's, so it could hold a library the harness loads (`ScratchPlaces`).
        "memfd_create", "memfd_secret",
    ]

    /// What the run's report lists when the filter cannot be made.
    static let protection = "a system call filter (seccomp: no ptrace, process_vm_readv/writev, namespaces, mounts, memfds, kernel keys or BPF)"

    private let context: scmp_filter_ctx

    /// `guarded`: descriptors that must stay what they are for the whole run (the records pipe): putting another file
    /// at its number (`dup2`, `dup3`) is refused with EBADF; closing it (`close`, `close_range`) does nothing.
    init(guarding guarded: [Int32] = []) throws(LauncherFailure) {
        guard let context = quest_seccomp_allowing() else { throw LauncherFailure("libseccomp cannot make a filter") }
        self.context = context
        for name in Self.refused {
            let added = quest_seccomp_refuse(context, name, EPERM)
            guard added == 0 || added == -EDOM else { throw Self.failure("cannot refuse \(name)", added) }
        }
        // clone asking for a namespace is refused; clone3 passes its flags in memory seccomp cannot read, so it says
        // ENOSYS, and glibc falls back to clone (as under Docker's default profile).
        let namespaces = quest_seccomp_refuse_new_namespaces(context, "clone", 0, EPERM)
        guard namespaces == 0 else { throw Self.failure("cannot refuse clone with namespace flags", namespaces) }
        let clone3 = quest_seccomp_refuse(context, "clone3", ENOSYS)
        guard clone3 == 0 || clone3 == -EDOM else { throw Self.failure("cannot refuse clone3", clone3) }
        for descriptor in guarded {
            let guardAdded = quest_seccomp_guard_descriptor(context, UInt64(descriptor), EBADF)
            guard guardAdded == 0 else { throw Self.failure("cannot guard descriptor \(descriptor)", guardAdded) }
        }
    }

    /// The filter as a BPF program in a pipe, for bubblewrap's `--seccomp FD` (a few hundred bytes, well within the
    /// pipe's buffer). Nil when it cannot be exported.
    func program() -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let exported = seccomp_export_bpf(context, ends[1])
        close(ends[1])
        guard exported == 0 else {
            close(ends[0])
            return nil
        }
        return ends[0]
    }

    /// Applies the filter to the calling process (and sets no-new-privileges, which an unprivileged filter needs);
    /// nil, or why it could not.
    func load() -> String? {
        let loaded = seccomp_load(context)
        return loaded == 0 ? nil : String(cString: strerror(-loaded))
    }

    private static func failure(_ what: String, _ code: Int32) -> LauncherFailure {
        LauncherFailure("\(what): \(String(cString: strerror(-code)))")
    }
}
#endif
