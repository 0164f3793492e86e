import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folders of one sandboxed run, under a fresh temporary folder:
/// `root/` (quest's, readable by all: the harness binary goes here), `root/home/` (the program's HOME, TMPDIR and
/// working directory: inside the private world a fresh tmpfs mounted there, without one this folder, which the
/// launcher gives to the run's user) and `root/capture/` (quest's only: the secret, the captured stdout, stderr and
/// results records).
public struct SandboxDirectory: Sendable {
    public let root: String
    public let home: String
    let capture: String

    /// Creates the folders in `base` (the temporary folder by default, which may be one that only quest's user can
    /// enter: `/root/tmp`).
    public init(in folder: String? = nil) throws {
        let base = folder ?? FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/quest-run-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw GraderError.filesystem("cannot create a temporary folder in \(base)")
        }
        root = String(cString: created)
        home = root + "/home"
        capture = root + "/capture"
        chmod(root, 0o755)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: false)
        chmod(capture, 0o700)
        chmod(home, 0o700)
    }

    /// Empties the program's folder between two runs, so that nothing one run wrote is seen by the next.
    public func resetHome() throws {
        try FileManager.default.removeItem(atPath: home)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        chmod(home, 0o700)
    }

    /// Deletes everything the run left behind.
    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The range of uids reserved for runs (as `isolate` reserves one per box): each run takes a free one under a lock,
/// so concurrent runs never share a user, and `RLIMIT_NPROC`, signals and `ptrace` reach only the run's own processes.
public struct SandboxUsers: Hashable, Codable, Sendable {
    public var first: UInt32
    public var count: Int

    public init(first: UInt32, count: Int) {
        self.first = first
        self.count = count
    }

    /// 64 uids from 0x7000_0000, far above the ranges Debian, systemd and `/etc/subuid` hand out: the machine's own
    /// range (its initial PID namespace's).
    public static let reserved = SandboxUsers(first: 0x7000_0000, count: 64)

    /// The inode of the kernel's initial PID namespace (`PROC_PID_INIT_INO`).
    static let initialPIDNamespace: UInt64 = 0xEFFF_FFFC

    /// How many ranges of 64 the band from 0x7000_0000 holds: the machine's own and 1,023 for containers.
    static let ranges: UInt64 = 1_024

    /// The range for the PID namespace whose inode is `inode`: the machine's own for the initial namespace (or when
    /// it cannot be read), one of 1,023 others after it for a container's, chosen by the inode.
    ///
    /// A lock keeps two runs off one uid, but the locks live in each container's own filesystem while a uid is the
    /// kernel's. With one range everywhere, a quest on the machine and a quest in a container on it took the same
    /// uids, and the machine's run, clearing its uid of leftovers (`kill(-1, SIGKILL)` as that uid, which reaches the
    /// container's processes too), killed the container's run: *crashed (SIGKILL)*, reported as the learner's.
    public static func reserved(pidNamespace inode: UInt64?) -> SandboxUsers {
        guard let inode, inode != initialPIDNamespace else { return reserved }
        let range = 1 + inode % (ranges - 1)
        return SandboxUsers(first: reserved.first + UInt32(range) * UInt32(reserved.count), count: reserved.count)
    }

    /// The inode of this process's PID namespace, or nil when `/proc` cannot say.
    static var currentPIDNamespace: UInt64? {
        var info = stat()
        return stat("/proc/self/ns/pid", &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// This PID namespace's range when quest is root (only root can switch users), otherwise none.
    public static var forCurrentProcess: SandboxUsers? {
        geteuid() == 0 ? .reserved(pidNamespace: currentPIDNamespace) : nil
    }
}
