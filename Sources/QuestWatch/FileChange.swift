/// One settled burst of changes below the watched folders: everything that happened until they were quiet.
public struct FileChange: Sendable, Equatable {
    /// Absolute paths of the files and folders that were written, created, deleted or renamed, sorted.
    public var paths: [String]
    /// True when the kernel dropped events (its queue overflowed): treat every file as changed.
    public var overflowed: Bool

    public init(paths: [String], overflowed: Bool = false) {
        self.paths = paths
        self.overflowed = overflowed
    }
}
