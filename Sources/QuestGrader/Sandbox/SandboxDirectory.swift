import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folders of one sandboxed run, under a fresh temporary folder:
/// `root/` (quest's, readable by all: the harness binary goes here), `root/home/` (the sandbox user's, the only place
/// it can write: its HOME, TMPDIR, working directory and the results file) and `root/capture/` (quest's only: the
/// captured stdout and stderr).
public struct SandboxDirectory: Sendable {
    public let root: String
    public let home: String
    let capture: String
    let owner: SandboxUser?

    /// Creates the folders; `owner` is the uid/gid the sandboxed program will run as, if it differs from ours.
    public init(owner: SandboxUser?) throws {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/quest-run-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw GraderError.filesystem("cannot create a temporary folder in \(base)")
        }
        root = String(cString: created)
        self.owner = owner
        home = root + "/home"
        capture = root + "/capture"
        chmod(root, 0o755)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: false)
        chmod(capture, 0o700)
        chmod(home, 0o700)
        if let owner, chown(home, owner.uid, owner.gid) != 0 {
            throw GraderError.filesystem("cannot give \(home) to uid \(owner.uid)")
        }
    }

    /// Empties the sandbox user's folder between two runs, so that nothing one run wrote is seen by the next.
    public func resetHome() throws {
        try FileManager.default.removeItem(atPath: home)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        chmod(home, 0o700)
        if let owner, chown(home, owner.uid, owner.gid) != 0 {
            throw GraderError.filesystem("cannot give \(home) to uid \(owner.uid)")
        }
    }

    /// Deletes everything the run left behind.
    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// A user the sandboxed program runs as.
public struct SandboxUser: Hashable, Codable, Sendable {
    public var uid: UInt32
    public var gid: UInt32
    public var name: String

    public init(uid: UInt32, gid: UInt32, name: String) {
        self.uid = uid
        self.gid = gid
        self.name = name
    }

    /// `nobody` (65534), used when quest runs as root.
    public static let nobody = SandboxUser(uid: 65534, gid: 65534, name: "nobody")

    /// The user to switch to: `nobody` when running as root, otherwise none (we cannot switch).
    public static var forCurrentProcess: SandboxUser? { geteuid() == 0 ? .nobody : nil }
}
