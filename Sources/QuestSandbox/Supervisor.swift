#if canImport(Glibc)
import Glibc
import CLinux
import QuestProtocol

/// Starts the program with the limits applied, as its own user and in its own private world, watches its output and
/// the clock, and makes sure that nothing it started is still running when the launcher exits.
///
/// The launcher makes itself a child subreaper, so that without a PID namespace a grandchild that escapes the process
/// group (by `setsid` or a double fork) is re-parented to it and can still be found and killed; with one, every
/// process of the run dies with the namespace.
struct Supervisor {
    var options: LauncherOptions
    private var unavailable: [String] = []
    /// How long a timed-out program may spend printing its backtrace before it is killed.
    static let backtraceGraceMilliseconds = 1_500

    init(options: LauncherOptions) { self.options = options }

    mutating func run() -> Never {
        // Checked here because inside the private world a missing program is bubblewrap's failure, not an exec's.
        if access(options.program[0], X_OK) != 0 {
            let report = SandboxStatus(exitCode: 127, launchError: "cannot run \(options.program[0]): \(lastError())")
            print(report.line)
            exit(0)
        }
        StopRequest.install()
        if quest_set_child_subreaper() != 0 {
            unavailable.append("child subreaper: \(lastError())")
        }
        var box: UserBox?
        if let users = options.users {
            if geteuid() == 0 {
                do { box = try UserBox.take(first: uid_t(users.first), count: users.count) } catch { error.exit() }
            } else {
                unavailable.append("a user of its own: quest is not running as root")
            }
        }
        let worldProblem = PrivateWorld.unavailableReason(as: box?.uid)
        if let worldProblem {
            unavailable.append("a private filesystem, /tmp and PID namespace: \(worldProblem)")
            if options.noNetwork, quest_unshare(quest_new_network_namespace) != 0 {
                let reason = lastError()
                // Without CAP_SYS_ADMIN, a user namespace (mapping only our own ids) still allows a network namespace;
                // not with a user of its own, whose uid such a namespace would not map (root in a container).
                if box != nil || !enterUserAndNetworkNamespaces() { unavailable.append("network namespace: \(reason)") }
            }
            if let box, let directory = options.directory, chown(directory, box.uid, box.uid) != 0 {
                LauncherFailure.system("cannot give \(directory) to uid \(box.uid)").exit()
            }
        }
        var filter: SyscallFilter?
        // The records pipe keeps its number and its file: code in the harness's process cannot swap it for a pipe of
        // its own and read the next record.
        do { filter = try SyscallFilter(guarding: [options.results?.descriptor].compactMap { $0 }) } catch { unavailable.append("\(SyscallFilter.protection): \(error.message)") }
        // In the private world bubblewrap loads the filter right before it executes the program, from a descriptor
        // numbered after the program's own.
        let handoffs = [options.secret?.descriptor, options.results?.descriptor].compactMap { $0 }
        let filterTarget = (handoffs.max() ?? 2) + 1
        var filterProgram: Int32?
        if worldProblem == nil, let filter {
            filterProgram = filter.program()
            if filterProgram == nil { unavailable.append("\(SyscallFilter.protection): libseccomp cannot export it") }
        }
        let world = PrivateWorld(
            options: options, staged: box != nil && StagedViews.needed(for: options.readOnly + [options.program[0]]),
            owner: box.map { ($0.uid, $0.uid) } ?? (getuid(), getgid())
        )
        // Without noexec places (no private world, or one without a home folder to mount them for), no file may grow.
        let noexecPlaces = worldProblem == nil && world.scratch != nil
        if !noexecPlaces {
            unavailable.append("writing files: no place the program can write is noexec here, so it may write no file "
                + "at all (a file it wrote could be loaded as code)")
        }
        if world.staged { StagedViews.prepareMountPoint() }
        if noexecPlaces, geteuid() == 0 { ScratchPlaces.prepareMountPoint() }
        let program = worldProblem == nil ? world.arguments(filterDescriptor: filterProgram.map { _ in filterTarget }) : options.program
        var group: RunGroup?
        do {
            group = try RunGroup(limits: options)
        } catch {
            unavailable.append("a bound on the whole run (a cgroup for its memory, processes and CPU): \(error.message)")
        }

        let output = makePipe()
        let errors = makePipe()
        let notes = makePipe()
        let secret = options.secret.map { deliverSecret(from: $0.path) }
        let results = options.results.map { _ in makePipe() }
        let stdoutFile = openCapture(options.stdoutPath)
        let stderrFile = openCapture(options.stderrPath)
        let resultsFile = openCapture(options.results?.path)
        let argv = program.map { strdup($0) } + [nil]
        let envp = options.environment.map { strdup($0) } + [nil]
        var inherited: [(source: Int32, target: Int32)] = [(output.write, 1), (errors.write, 2)]
        if let secret, let target = options.secret?.descriptor { inherited.append((secret, target)) }
        if let results, let target = options.results?.descriptor { inherited.append((results.write, target)) }
        if let filterProgram { inherited.append((filterProgram, filterTarget)) }
        let started = Clock.milliseconds()

        let pid = fork()
        if pid < 0 { LauncherFailure.system("fork").exit() }
        if pid == 0 {
            // Inside the private world bubblewrap changes directory; outside, the launcher does.
            runChild(argv: argv, envp: envp, inherited: inherited, notes: notes.write, uid: box?.uid,
                     directory: worldProblem == nil ? nil : options.directory, group: group,
                     filter: worldProblem == nil ? nil : filter, world: worldProblem == nil ? world : nil,
                     filesMayGrow: noexecPlaces)
        }
        for descriptor in [output.write, errors.write, notes.write] + [secret, results?.write, filterProgram].compactMap({ $0 }) {
            close(descriptor)
        }
        let launchError = readAll(notes.read)
        close(notes.read)

        var captures = [
            Capture(descriptor: output.read, file: stdoutFile),
            Capture(descriptor: errors.read, file: stderrFile),
        ]
        let budget = OutputBudget(limit: options.outputBytes)
        let resultsBudget = OutputBudget(limit: options.resultsBytes)
        if let results { captures.append(Capture(descriptor: results.read, file: resultsFile, budget: resultsBudget)) }
        let deadline = started + options.wallMilliseconds
        var status: Int32 = 0
        var usage = rusage()
        var exited = false
        var timedOut = false
        var exceeded: Bool { budget.exceeded || resultsBudget.exceeded }
        // RLIMIT_CPU bounds each process; the group's counter bounds all of them together.
        let cpuBudget = options.cpuSeconds * 1000
        var groupCPUExceeded = false

        let exitDescriptor = processDescriptor(pid)
        func watch(until end: Int) -> Bool {
            while !exceeded && stopSignal == 0 {
                if wait4(pid, &status, WNOHANG, &usage) == pid { return true }
                if !groupCPUExceeded, let group, group.cpuMilliseconds > cpuBudget {
                    groupCPUExceeded = true
                    return false
                }
                let remaining = end - Clock.milliseconds()
                if remaining <= 0 { return false }
                var descriptors = captures.filter { !$0.closed }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
                // With the exit's own descriptor, poll wakes the moment the program ends, even after its output closed.
                if let exitDescriptor { descriptors.append(pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0)) }
                _ = poll(&descriptors, nfds_t(descriptors.count), Int32(min(remaining, 20)))
                for index in captures.indices where !captures[index].closed {
                    captures[index].readAvailable(budget: budget)
                }
            }
            return false
        }
        exited = watch(until: deadline)
        if stopSignal != 0 { stop(launched: pid, because: stopSignal) }
        timedOut = !exited && !exceeded && !groupCPUExceeded
        var waiting: Int?
        if timedOut {
            waiting = programProcesses(launched: pid, inPrivateWorld: worldProblem == nil)
                .compactMap(Reaper.runQueueMilliseconds).max()
        }
        if timedOut || groupCPUExceeded {
            // The harness answers SIGALRM with a backtrace (so the report can name the learner's line), then aborts;
            // give it a moment, still reading its output, before the whole run is killed. SIGXCPU instead when the
            // run as a whole used up its CPU time: the harness then prints its CPU marker.
            let signalNumber = groupCPUExceeded ? SIGXCPU : SIGALRM
            for target in programProcesses(launched: pid, inPrivateWorld: worldProblem == nil) { kill(target, signalNumber) }
            exited = watch(until: Clock.milliseconds() + Self.backtraceGraceMilliseconds)
        }
        if !exited {
            // bubblewrap dies with its parent's signal, and with it the PID namespace and every process in it.
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        }
        let wall = Clock.milliseconds() - started
        if let exitDescriptor { close(exitDescriptor) }
        Reaper.killDescendants(processGroup: pid)
        for index in captures.indices {
            captures[index].drain(budget: budget)
        }

        var terminatingSignal = quest_signaled(status) != 0 ? Int(quest_terminating_signal(status)) : 0
        var exitCode = quest_exited(status) != 0 ? Int(quest_exit_status(status)) : 0
        if worldProblem == nil, terminatingSignal == 0, exitCode > 128, exitCode <= 128 + 64, exited {
            // bubblewrap reports a program killed by signal N as its own exit status 128 + N.
            terminatingSignal = exitCode - 128
            exitCode = 0
        }
        let cpu = Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let report = SandboxStatus(
            exitCode: terminatingSignal == 0 ? exitCode : nil, signal: terminatingSignal == 0 ? nil : terminatingSignal,
            timedOut: timedOut, outputLimited: exceeded, memoryLimited: group?.ranOutOfMemory ?? false,
            peakMemoryBytes: group?.peakMemoryBytes, outputBytes: budget.used,
            cpuMilliseconds: max(cpu, group?.cpuMilliseconds ?? 0), wallMilliseconds: wall,
            maxResidentKilobytes: Int(usage.ru_maxrss), uid: box.map { Int($0.uid) }, unavailable: unavailable,
            launchError: launchError.isEmpty ? nil : launchError, waitingMilliseconds: waiting
        )
        group?.remove()
        print(report.line)
        exit(0)
    }

    /// Asked to stop: kills the run (bubblewrap and with it its PID namespace, or the program's group and whatever it
    /// started), says so and exits as the signal would have ended the launcher.
    private func stop(launched pid: pid_t, because number: Int32) -> Never {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        Reaper.killDescendants(processGroup: pid)
        LauncherFailure("stopped by signal \(number); the run was killed").exit(code: 128 + number)
    }

    /// The program itself: the launched process, or inside bubblewrap the children of its PID namespace's init.
    private func programProcesses(launched pid: pid_t, inPrivateWorld: Bool) -> [pid_t] {
        guard inPrivateWorld else { return [pid] }
        return Reaper.children(of: pid).flatMap { Reaper.children(of: $0) }
    }

    /// `unshare(CLONE_NEWUSER | CLONE_NEWNET)`, then maps our uid and gid to themselves so files keep their owners.
    private func enterUserAndNetworkNamespaces() -> Bool {
        let uid = getuid()
        let gid = getgid()
        guard quest_unshare(quest_new_user_namespace | quest_new_network_namespace) == 0 else { return false }
        return writeFile("/proc/self/setgroups", "deny") && writeFile("/proc/self/uid_map", "\(uid) \(uid) 1")
            && writeFile("/proc/self/gid_map", "\(gid) \(gid) 1")
    }

    private func writeFile(_ path: String, _ text: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return text.withCString { write(descriptor, $0, strlen($0)) } == text.utf8.count
    }

    /// The child side of the fork: new session, the private world's mounts (`world`, nil without one), standard
    /// streams and inherited descriptors (every other one closed), limits, user, the system call filter (outside the
    /// private world: inside, bubblewrap loads it), then `execve`.
    private func runChild(
        argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?],
        inherited: [(source: Int32, target: Int32)], notes: Int32, uid: uid_t?, directory: String?, group: RunGroup?,
        filter: SyscallFilter?, world: PrivateWorld?, filesMayGrow: Bool
    ) -> Never {
        func fail(_ what: String, reason: String = lastError()) -> Never {
            let message = "\(what): \(reason)"
            _ = message.withCString { write(notes, $0, strlen($0)) }
            _exit(127)
        }
        setsid()
        if let group, let problem = group.join() { fail("cannot join the run's cgroup", reason: problem) }
        if let world {
            let scratch = world.scratch
            let views = world.views
            if scratch != nil || !views.sources.isEmpty, let problem = ScratchPlaces.enterMountNamespace() {
                fail("cannot make the run's mount namespace", reason: problem)
            }
            if let problem = views.mount() { fail("cannot stage quest's folders for the run's user", reason: problem) }
            if let problem = scratch?.mount() { fail("cannot make the run's writable places", reason: problem) }
        }
        // Moved above every target first, so that no dup2 overwrites a source that is still to be moved.
        let high: Int32 = 512
        let moved = inherited.map { (fcntl($0.source, F_DUPFD, high), $0.target) }
        let null = open("/dev/null", O_RDONLY)
        dup2(null, 0)
        for (source, target) in moved { dup2(source, target) }
        let kept = Set(inherited.map(\.target) + [0, notes])
        for descriptor in Int32(3)..<Int32(1024) where !kept.contains(descriptor) { close(descriptor) }
        var empty = sigset_t()
        sigemptyset(&empty)
        sigprocmask(SIG_SETMASK, &empty, nil)
        for signalNumber in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGXFSZ, SIGXCPU, SIGHUP, SIGALRM] {
            signal(signalNumber, SIG_DFL)
        }
        setLimit(RLIMIT_CPU, soft: UInt64(options.cpuSeconds), hard: UInt64(options.cpuSeconds) + 1)
        setLimit(RLIMIT_AS, soft: UInt64(options.memoryBytes), hard: UInt64(options.memoryBytes))
        if !filesMayGrow {
            // No place the program can write is noexec: no file may grow, so none can become a library it loads. The
            // write fails with EFBIG, an error the program can handle, instead of killing it with SIGXFSZ.
            setLimit(RLIMIT_FSIZE, soft: 0, hard: 0)
            signal(SIGXFSZ, SIG_IGN)
        } else {
            setLimit(RLIMIT_FSIZE, soft: UInt64(options.fileSizeBytes), hard: UInt64(options.fileSizeBytes))
        }
        setLimit(RLIMIT_CORE, soft: 0, hard: 0)
        setLimit(RLIMIT_NOFILE, soft: UInt64(options.openFiles), hard: UInt64(options.openFiles))
        if let uid {
            // RLIMIT_NPROC counts every process of the real user: the run's own uid, so only the run's processes.
            setLimit(processLimit, soft: UInt64(options.processes), hard: UInt64(options.processes))
            if setgroups(0, nil) != 0 { fail("setgroups") }
            if setgid(uid) != 0 { fail("setgid \(uid)") }
            if setuid(uid) != 0 { fail("setuid \(uid)") }
        } else {
            let current = UInt64(Reaper.processCount(user: getuid()))
            setLimit(processLimit, soft: current + UInt64(options.processes), hard: current + UInt64(options.processes))
        }
        if let directory, chdir(directory) != 0 { fail("chdir \(directory)") }
        // Last, so that the launcher's own calls above are never filtered; inherited by whatever the program starts.
        if let filter, let problem = filter.load() { fail("cannot load the system call filter", reason: problem) }
        argv.withUnsafeBufferPointer { arguments in
            envp.withUnsafeBufferPointer { environment in
                _ = execve(argv[0].map { String(cString: $0) } ?? "", arguments.baseAddress!, environment.baseAddress!)
            }
        }
        fail("cannot run \(options.program[0])")
    }

    private var processLimit: __rlimit_resource { __rlimit_resource(rawValue: UInt32(quest_process_limit)) }

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

    /// Reads the secret from its file (then removes the file, so the program cannot find it there), and returns the
    /// read end of a pipe that holds it and is closed for writing: the program reads it once, and nobody else can.
    private func deliverSecret(from path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { LauncherFailure.system("cannot read \(path)").exit() }
        let bytes = readAll(descriptor)
        close(descriptor)
        unlink(path)
        let channel = makePipe()
        let written = bytes.withCString { write(channel.write, $0, strlen($0)) }
        if written != bytes.utf8.count { LauncherFailure.system("cannot hand over the secret").exit() }
        close(channel.write)
        return channel.read
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
