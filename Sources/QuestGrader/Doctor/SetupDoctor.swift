import Foundation
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// What `quest doctor` checks: that `quest check` can compile learner code with the compiler that built quest's
/// modules, link it fast, and run it with every protection of the sandbox. Each finding says how to fix it.
public struct SetupDoctor: Sendable {
    /// The Debian packages quest needs: the C libraries it is built against and bubblewrap, which makes each run's
    /// private world. The same list as `Scripts/setup.sh`'s (a test holds them together).
    public static let debianPackages = ["libcmark-dev", "libsqlite3-dev", "libzip-dev", "zlib1g-dev", "libssl-dev", "libmicrohttpd-dev", "libelf-dev", "libseccomp-dev", "pkg-config", "bubblewrap"]

    public var environment: [String: String]
    /// Runs the sandbox once on a program that does nothing, and returns the protections it could not apply.
    public var sandboxProbe: @Sendable () throws -> [String]
    /// True in quest's image (the launcher's `/etc/quest/container-mode`, Docs/container.md): the container stands
    /// in for the private world when bubblewrap cannot make one inside it.
    public var containerMode: Bool

    public init(
        environment: [String: String]? = nil,
        containerMode: Bool? = nil,
        sandboxProbe: @escaping @Sendable () throws -> [String]
    ) {
        self.environment = environment ?? ProcessInfo.processInfo.environment
        self.containerMode = containerMode ?? (quest_container_mode() != 0)
        self.sandboxProbe = sandboxProbe
    }

    /// Every finding, in the order a fix is best made (the toolchain first, the sandbox last).
    public func examine() -> [SetupFinding] {
        var findings: [SetupFinding] = []
        let toolchain = try? Toolchain.locate(environment: environment)
        let compiler = toolchain.flatMap { CompilerIdentity.of(compiler: $0.swiftc) }
        if let toolchain, let compiler {
            findings.append(SetupFinding(area: "toolchain", detail: "swiftc: \(compiler) at \(toolchain.swiftc)", ok: true))
            let linker = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld").path
            findings.append(SetupFinding(
                area: "toolchain",
                detail: FileManager.default.isExecutableFile(atPath: linker) ? "ld.lld: \(linker)" : "ld.lld: not next to swiftc",
                ok: FileManager.default.isExecutableFile(atPath: linker),
                fix: "install a Swift toolchain from swift.org, which ships ld.lld beside swiftc",
                degradesGrading: false
            ))
        } else {
            findings.append(SetupFinding(
                area: "toolchain", detail: "no working swiftc on PATH, in $QUEST_SWIFTC or in /opt/swift/usr/bin", ok: false,
                fix: "install Swift 6.3 from swift.org and put its usr/bin on PATH"
            ))
        }

        let modules: PrebuiltModules
        do {
            modules = try PrebuiltModules.locate(environment: environment)
            findings.append(SetupFinding(area: "prebuilt modules", detail: "QuestUI, QuestChecks in \(modules.moduleDirectory)", ok: true))
        } catch {
            findings.append(SetupFinding(area: "prebuilt modules", detail: "\(error)", ok: false, fix: "Scripts/install.sh (or swift build in the quest package)"))
            findings += Self.packageFindings()
            return findings
        }
        if geteuid() == 0, let closed = Self.firstFolderClosedToOthers(on: modules.base) {
            // The launcher binds such folders through views its run's user can reach (StagedViews in quest-sandbox),
            // so this only says why a sandbox probe failure below would name the folder.
            findings.append(SetupFinding(
                area: "prebuilt modules",
                detail: "\(closed) cannot be entered by other users; the launcher, as root, shows its runs quest's folders "
                    + "through views of its own, so runs still reach the runtime library",
                ok: true
            ))
        }
        let builtBy = CompilerIdentity.of(module: modules.moduleDirectory + "/QuestUI.swiftmodule")
        if let compiler {
            let same = builtBy == compiler
            findings.append(SetupFinding(
                area: "prebuilt modules",
                detail: same ? "built by the same compiler (\(compiler))"
                    : "built by \(builtBy ?? "an unknown compiler"), but swiftc is \(compiler)",
                ok: same,
                fix: "rebuild quest with the swiftc on PATH: Scripts/install.sh (or put the compiler that built it first on PATH)"
            ))
        }

        let cache = CompilerSettings.defaultModuleCache
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: cache))?.count ?? 0
        findings.append(SetupFinding(
            area: "module cache",
            detail: cached > 0 ? "\(cache) (\(cached) entries)" : "\(cache) is empty: the first check fills it (about 15 s)",
            ok: cached > 0, fix: "quest prepare (quest start runs it too)", degradesGrading: false
        ))

        do {
            let missing = try sandboxProbe()
            if missing.isEmpty {
                findings.append(SetupFinding(area: "sandbox", detail: "every protection applies (own uid, private filesystem and /tmp, PID, network and IPC namespaces, limits, a cgroup for the whole run, a seccomp filter against ptrace, process_vm_readv/writev, namespaces and mounts)", ok: true))
            }
            findings.append(modeFinding(missing: missing))
            for protection in missing {
                if protection.hasPrefix("writing files") {
                    // Not a protection missing but one taken in its place: runs may not write files at all.
                    findings.append(SetupFinding(area: "sandbox", detail: "in place of noexec places: \(protection)", ok: true))
                } else if containerMode, let standIn = Self.containerStandIn(for: protection) {
                    findings.append(standIn)
                } else {
                    findings.append(SetupFinding(area: "sandbox", detail: "not applied: \(protection)", ok: false, fix: Self.fix(forMissing: protection)))
                }
            }
        } catch {
            findings.append(SetupFinding(area: "sandbox", detail: "the launcher could not run a program: \(error)", ok: false, fix: "Scripts/install.sh"))
        }
        findings += Self.packageFindings()
        return findings
    }

    /// Which world the runs get: bubblewrap's, or in container mode the container's.
    func modeFinding(missing: [String]) -> SetupFinding {
        let containerWorld = missing.contains { $0.contains("container mode") }
        let detail: String
        if containerWorld {
            detail = "container: bubblewrap cannot make a private world in this container, so the container is each run's "
                + "(grade one submission per container, as Exercism's runners do; Docs/container.md)"
        } else if containerMode {
            detail = "bubblewrap, inside a container: every run gets a private world of its own"
        } else {
            detail = "host: bubblewrap makes every run's private world"
        }
        return SetupFinding(area: "sandbox mode", detail: detail, ok: true)
    }

    /// In container mode, what the container does in place of a protection the launcher could not apply, or nil when
    /// it does nothing in its place. Such a finding is marked ✗ (the protection is not the launcher's) but does not
    /// degrade grading; a container that still has a network does.
    static func containerStandIn(for protection: String) -> SetupFinding? {
        let fullProtection = "for bubblewrap's own world in the container too, start it with --security-opt unmask=ALL "
            + "(Podman) or --security-opt systempaths=unconfined --security-opt seccomp=unconfined "
            + "--security-opt apparmor=unconfined (Docker)"
        if protection.contains("container mode") {
            return SetupFinding(
                area: "sandbox", detail: "the container stands in for: \(protection)", ok: false,
                fix: "start one container per grading with a read-only root (--read-only --tmpfs /tmp); \(fullProtection)",
                degradesGrading: false
            )
        }
        if protection.hasPrefix("network namespace") {
            let interfaces = (try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/net")) ?? []
            let isolated = interfaces.allSatisfy { $0 == "lo" }
            return SetupFinding(
                area: "sandbox",
                detail: isolated ? "the container stands in for: \(protection) (it has no network but its loopback)"
                    : "not applied: \(protection), and the container has a network (\(interfaces.sorted().joined(separator: ", ")))",
                ok: false, fix: "start the container with --network none", degradesGrading: !isolated
            )
        }
        if protection.contains("a bound on the whole run") {
            return SetupFinding(
                area: "sandbox", detail: "the container's own cgroup stands in for: \(protection)", ok: false,
                fix: "start the container with --memory 2g --pids-limit 256 --cpus 1 (or give it a cgroup namespace it may write)",
                degradesGrading: false
            )
        }
        return nil
    }

    /// The first folder on the way to `path` (itself included) that users other than its owner cannot enter.
    static func firstFolderClosedToOthers(on path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var chain: [String] = []
        while folder.path != "/" {
            chain.insert(folder.path, at: 0)
            folder.deleteLastPathComponent()
        }
        return chain.first { folder in
            guard let mode = (try? FileManager.default.attributesOfItem(atPath: folder))?[.posixPermissions] as? NSNumber else {
                return false
            }
            return mode.intValue & 0o001 == 0
        }
    }

    /// The command that brings back a protection the launcher reported missing.
    static func fix(forMissing protection: String) -> String {
        if protection.contains("bubblewrap") { return "apt-get install bubblewrap" }
        if protection.contains("seccomp") {
            return "the kernel or the container refuses seccomp filters: allow them (e.g. Docker's default seccomp profile does)"
        }
        if protection.contains("a bound on the whole run") {
            return protection.contains("not running as root")
                ? "run quest as root (it then gives each run a cgroup of its own)"
                : "let root create cgroups: a writable /sys/fs/cgroup (cgroup v2 with the memory, pids and cpu controllers, "
                    + "or the v1 memory, pids, cpu and cpuacct hierarchies); in a container, give it a cgroup namespace it may write"
        }
        if protection.contains("root") { return "run quest as root (it then gives each run a user of its own)" }
        if protection.contains("namespace") {
            return "allow unprivileged user namespaces: sysctl -w kernel.unprivileged_userns_clone=1 (and user.max_user_namespaces > 0)"
        }
        return "see Docs/grading.md, \"Protections\""
    }

    /// Whether each Debian package is installed, as dpkg says.
    static func packageFindings() -> [SetupFinding] {
        let missing = debianPackages.filter { package in
            guard let result = try? ChildProcess.run("/usr/bin/dpkg-query", ["-W", "-f=${Status}", package]) else { return true }
            return !result.standardOutput.contains("install ok installed")
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-query") == false {
            return [SetupFinding(area: "Debian packages", detail: "not a Debian system: cannot ask dpkg", ok: false,
                                 fix: "install \(debianPackages.joined(separator: ", ")) with your system's package manager", degradesGrading: false)]
        }
        if missing.isEmpty {
            return [SetupFinding(area: "Debian packages", detail: debianPackages.joined(separator: ", "), ok: true)]
        }
        return [SetupFinding(
            area: "Debian packages", detail: "missing: \(missing.joined(separator: ", "))", ok: false,
            fix: "apt-get install \(missing.joined(separator: " "))", degradesGrading: missing.contains("bubblewrap")
        )]
    }
}
