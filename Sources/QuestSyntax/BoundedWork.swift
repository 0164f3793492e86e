import Foundation

/// Work on learner text that may not end in reasonable time or stack: SwiftParser and the walks over its tree, which
/// run in quest's own process, before any limit of a sandboxed run applies. Measured on hostile one-line files:
/// nested square brackets make the parser's lookahead exponential (13 s at 20 levels), and thousands of nested
/// generics, `#if`s, arrows or ternaries overflow a thread's stack.
///
/// The work runs on a thread of its own with a large stack (reserved, not committed), and the caller waits at most a
/// time limit; past it, the work's result is dropped and the thread left to finish alone (it holds no lock and
/// writes nothing but its own result), so the caller answers at once and a command that exits does not wait for it.
public enum BoundedWork {
    /// How long a file's parse and walks may take: far longer than any real file needs (milliseconds), short enough
    /// that a hostile one is refused before a learner gives up waiting.
    public static let timeLimit: Double = 20
    /// The work thread's stack: deep enough for a tree `Parser.maximumNestingLevel` levels deep, walked recursively.
    public static let stackSize = 512 << 20

    /// `work`'s result, or nil when it did not finish within `limit` seconds.
    public static func run<Result>(limit: Double = timeLimit, _ work: @escaping @Sendable () -> Result) -> Result? {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.store(work())
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        guard done.wait(timeout: .now() + limit) == .success else { return nil }
        return box.take()
    }

    /// The work's result, handed from its thread to the waiting one under a lock.
    private final class ResultBox<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result?

        func store(_ value: Result) {
            lock.lock()
            result = value
            lock.unlock()
        }

        func take() -> Result? {
            lock.lock()
            defer { lock.unlock() }
            return result
        }
    }
}
