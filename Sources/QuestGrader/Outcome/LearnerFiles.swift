/// The learner's Swift files: the paths the learner knows them by, and where the grader compiled them from.
///
/// Maps any spelling a compiler, backtrace or `#fileID` uses back to the learner's path: the absolute path of the
/// compiled copy (`/tmp/quest-run-…/learner/Views/ContentView.swift`), the original absolute path, the
/// module-qualified file ID (`Learner/ContentView.swift`) and the bare file name (when it is unique).
public struct LearnerFiles: Hashable, Sendable {
    /// The paths shown to the learner (`ContentView.swift`, `Views/RowView.swift`), in order.
    public var displayPaths: [String]
    /// Absolute paths (compiled copies and originals) → display path.
    private var absolute: [String: String]

    public init(displayPaths: [String], absolutePaths: [String: String] = [:]) {
        self.displayPaths = displayPaths
        self.absolute = absolutePaths
    }

    /// Files under `root` with paths relative to it, compiled from copies under `copies` (same relative paths).
    public init(relativePaths: [String], root: String, copies: String? = nil) {
        var absolute: [String: String] = [:]
        for path in relativePaths {
            absolute[Self.join(root, path)] = path
            if let copies { absolute[Self.join(copies, path)] = path }
        }
        self.init(displayPaths: relativePaths, absolutePaths: absolute)
    }

    /// Records that `compiledPath` is a copy of the file shown as `displayPath`.
    public mutating func addCopy(_ compiledPath: String, of displayPath: String) {
        absolute[compiledPath] = displayPath
    }

    /// The learner's path for `path`, or nil when it is not one of the learner's files.
    public func relativePath(for path: String) -> String? {
        if let known = absolute[path] { return known }
        if path.hasPrefix("/") { return nil }
        if displayPaths.contains(path) { return path }
        let name = Self.lastComponent(path)
        let matches = displayPaths.filter { Self.lastComponent($0) == name }
        return matches.count == 1 ? matches[0] : nil
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public static func join(_ root: String, _ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
