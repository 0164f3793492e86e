#if canImport(Glibc)
import Glibc

/// Starts the program in a new session with the limits applied, watches its output and the clock, and makes sure
/// that nothing it started is still running when the launcher exits.
///
/// The launcher makes itself a child subreaper, so that a grandchild that escapes the process group (by `setsid`
/// or a double fork) is re-parented to it and can still be found and killed.
struct Supervisor {
    var options: SandboxOptions
    private var unavailable: [String] = []
    /// How long a timed-out program may spend printing its backtrace before it is killed.
    static let backtraceGraceMilliseconds = 1_500

    init(options: SandboxOptions) { self.options = options }

    mutating func run() -> Never {
        if callPrctl(LinuxConstant.setChildSubreaper, 1) != 0 {
            unavailable.append("child subreaper: \(lastError())")
        }
        if options.noNetwork, callUnshare(LinuxConstant.newNetworkNamespace) != 0 {
            let reason = lastError()
            // Without CAP_SYS_ADMIN, a user namespace (mapping only our own ids) still allows a network namespace.
            if !enterUserAndNetworkNamespaces() { unavailable.append("network namespace: \(reason)") }
        }
        let switchUser = options.user != nil && geteuid() == 0
        if options.user != nil, !switchUser {
            unavailable.append("unprivileged user: quest is not running as root")
        }

        let output = makePipe()
        let errors = makePipe()
        let notes = makePipe()
        let stdoutFile = openCapture(options.stdoutPath)
        let stderrFile = openCapture(options.stderrPath)
        let argv = options.program.map { strdup($0) } + [nil]
        let envp = options.environment.map { strdup($0) } + [nil]
        let started = Clock.milliseconds()

        let pid = fork()
        if pid < 0 { LauncherFailure.system("fork").exit() }
        if pid == 0 {
            runChild(argv: argv, envp: envp, output: output.write, errors: errors.write, notes: notes.write,
                     switchUser: switchUser)
        }
        close(output.write)
        close(errors.write)
        close(notes.write)
        let launchError = readAll(notes.read)
        close(notes.read)

        var captures = [
            Capture(descriptor: output.read, file: stdoutFile),
            Capture(descriptor: errors.read, file: stderrFile),
        ]
        let budget = OutputBudget(limit: options.outputBytes)
        let deadline = started + options.wallMilliseconds
        var status: Int32 = 0
        var usage = rusage()
        var exited = false
        var timedOut = false

        while !budget.exceeded {
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                exited = true
                break
            }
            let remaining = deadline - Clock.milliseconds()
            if remaining <= 0 {
                timedOut = true
                break
            }
            var descriptors = captures.filter { !$0.closed }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(min(remaining, 20)))
            for index in captures.indices where !captures[index].closed {
                captures[index].readAvailable(budget: budget)
            }
        }
        if timedOut && !budget.exceeded {
            // The harness answers SIGALRM with a backtrace (so the report can name the learner's line), then aborts;
            // give it a moment, still reading its output, before the whole group is killed.
            kill(pid, SIGALRM)
            let grace = Clock.milliseconds() + Self.backtraceGraceMilliseconds
            while !budget.exceeded && Clock.milliseconds() < grace {
                if wait4(pid, &status, WNOHANG, &usage) == pid {
                    exited = true
                    break
                }
                var descriptors = captures.filter { !$0.closed }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), 20)
                for index in captures.indices where !captures[index].closed {
                    captures[index].readAvailable(budget: budget)
                }
            }
        }
        if !exited {
            kill(-pid, SIGKILL)
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        }
        let wall = Clock.milliseconds() - started
        Reaper.killDescendants(processGroup: pid)
        for index in captures.indices {
            captures[index].drain(budget: budget)
        }

        var report = StatusLine()
        // The <sys/wait.h> macros are not imported into Swift; these are their definitions.
        let terminatingSignal = status & 0x7f
        if terminatingSignal == 0 { report.add("exitCode", Int((status >> 8) & 0xff)) } else { report.addNull("exitCode") }
        if terminatingSignal != 0 && terminatingSignal != 0x7f {
            report.add("signal", Int(terminatingSignal))
        } else {
            report.addNull("signal")
        }
        report.add("timedOut", timedOut)
        report.add("outputLimited", budget.exceeded)
        report.add("outputBytes", budget.used)
        let cpu = Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        report.add("cpuMilliseconds", cpu)
        report.add("wallMilliseconds", wall)
        report.add("maxResidentKilobytes", Int(usage.ru_maxrss))
        report.add("unavailable", unavailable)
        if launchError.isEmpty { report.addNull("launchError") } else { report.add("launchError", launchError) }
        print(report.text)
        exit(0)
    }

    /// `unshare(CLONE_NEWUSER | CLONE_NEWNET)`, then maps our uid and gid to themselves so files keep their owners.
    private func enterUserAndNetworkNamespaces() -> Bool {
        let uid = getuid()
        let gid = getgid()
        guard callUnshare(LinuxConstant.newUserNamespace | LinuxConstant.newNetworkNamespace) == 0 else { return false }
        return writeFile("/proc/self/setgroups", "deny") && writeFile("/proc/self/uid_map", "\(uid) \(uid) 1")
            && writeFile("/proc/self/gid_map", "\(gid) \(gid) 1")
    }

    private func writeFile(_ path: String, _ text: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return text.withCString { write(descriptor, $0, strlen($0)) } == text.utf8.count
    }

    /// The child side of the fork: new session, standard streams, limits, user, then `execve`.
    private func runChild(
        argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?],
        output: Int32, errors: Int32, notes: Int32, switchUser: Bool
    ) -> Never {
        func fail(_ what: String) -> Never {
            let message = "\(what): \(lastError())"
            _ = message.withCString { write(notes, $0, strlen($0)) }
            _exit(127)
        }
        setsid()
        let null = open("/dev/null", O_RDONLY)
        dup2(null, 0)
        dup2(output, 1)
        dup2(errors, 2)
        var empty = sigset_t()
        sigemptyset(&empty)
        sigprocmask(SIG_SETMASK, &empty, nil)
        for signalNumber in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGXFSZ, SIGXCPU, SIGHUP] {
            signal(signalNumber, SIG_DFL)
        }
        setLimit(RLIMIT_CPU, soft: UInt64(options.cpuSeconds), hard: UInt64(options.cpuSeconds) + 1)
        setLimit(RLIMIT_AS, soft: options.memoryBytes, hard: options.memoryBytes)
        setLimit(RLIMIT_FSIZE, soft: options.fileSizeBytes, hard: options.fileSizeBytes)
        setLimit(RLIMIT_CORE, soft: 0, hard: 0)
        setLimit(RLIMIT_NOFILE, soft: 256, hard: 256)
        if switchUser, let user = options.user {
            // RLIMIT_NPROC counts every process of the real user; it only binds once root is dropped.
            setLimit(LinuxConstant.processLimit, soft: options.processes, hard: options.processes)
            if setgroups(0, nil) != 0 { fail("setgroups") }
            if setgid(user.gid) != 0 { fail("setgid \(user.gid)") }
            if setuid(user.uid) != 0 { fail("setuid \(user.uid)") }
        } else {
            let current = UInt64(Reaper.processCount(user: getuid()))
            setLimit(LinuxConstant.processLimit, soft: current + options.processes, hard: current + options.processes)
        }
        if let directory = options.directory, chdir(directory) != 0 { fail("chdir \(directory)") }
        argv.withUnsafeBufferPointer { arguments in
            envp.withUnsafeBufferPointer { environment in
                _ = execve(options.program[0], arguments.baseAddress!, environment.baseAddress!)
            }
        }
        fail("cannot run \(options.program[0])")
    }

    private func setLimit(_ resource: __rlimit_resource, soft: UInt64, hard: UInt64) {
        var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
    }

    private func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        if pipe(&ends) != 0 { LauncherFailure.system("pipe").exit() }
        // Single-threaded here, so setting close-on-exec after pipe() cannot race with another fork.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private func openCapture(_ path: String?) -> Int32 {
        guard let path else { return -1 }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if descriptor < 0 { LauncherFailure.system("cannot write \(path)").exit() }
        return descriptor
    }

    private func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

#endif
