import Foundation

/// Where a command writes: the process's standard streams in `quest`, a `CapturedOutput` in tests.
public protocol TextWriter: AnyObject {
    func write(_ text: String)
}

extension TextWriter {
    /// Writes `text` and a newline.
    public func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// Standard output or standard error.
public final class StandardStream: TextWriter {
    private let handle: FileHandle

    private init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// A writer to standard output.
    public static func output() -> StandardStream { StandardStream(.standardOutput) }
    /// A writer to standard error.
    public static func error() -> StandardStream { StandardStream(.standardError) }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Collects everything written, for tests and for callers that post-process a command's output.
public final class CapturedOutput: TextWriter {
    /// All text written so far.
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
