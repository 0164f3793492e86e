#if canImport(Glibc)
import Glibc

/// A reason the launcher could not run the program at all (bad usage, no fork, no pipe).
struct LauncherFailure: Error {
    var message: String

    init(_ message: String) { self.message = message }

    /// Prints the message on stderr and exits with `code`: by default 125, the "could not run" code `env` and
    /// `timeout` use.
    func exit(code: Int32 = 125) -> Never {
        let line = "quest-sandbox: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        Glibc.exit(code)
    }

    /// The message for the current `errno`.
    static func system(_ what: String) -> LauncherFailure {
        LauncherFailure("\(what): \(String(cString: strerror(errno)))")
    }
}
#endif
