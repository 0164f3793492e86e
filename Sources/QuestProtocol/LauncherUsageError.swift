/// A command line `quest-sandbox` cannot run: the message says what is wrong with it.
public struct LauncherUsageError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
