/// Why a folder could not be watched.
public struct FileWatcherError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder that could not be watched.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `cannot watch Lessons: no such folder`
    public var description: String { "cannot watch \(path): \(message)" }
}
