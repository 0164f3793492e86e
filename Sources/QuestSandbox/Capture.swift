#if canImport(Glibc)
import Glibc

/// The bytes both output streams may still write before the run is stopped with "output limit".
final class OutputBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) { self.limit = limit }

    var exceeded: Bool { used > limit }

    /// Counts `count` new bytes and says how many of them may still be kept.
    func spend(_ count: Int) -> Int {
        let keep = max(0, min(count, limit - used))
        used += count
        return keep
    }
}

/// One of the child's output pipes, copied into a file up to the shared budget (or a budget of its own).
struct Capture {
    var descriptor: Int32
    var file: Int32
    var closed = false
    private let ownBudget: OutputBudget?

    init(descriptor: Int32, file: Int32, budget: OutputBudget? = nil) {
        self.descriptor = descriptor
        self.file = file
        ownBudget = budget
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    }

    /// Reads what is available now without blocking; closes on end of file.
    mutating func readAvailable(budget shared: OutputBudget) {
        let budget = ownBudget ?? shared
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !closed {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return }
                finish()
                return
            }
            if count == 0 {
                finish()
                return
            }
            let keep = budget.spend(count)
            if keep > 0, file >= 0 { _ = write(file, buffer, keep) }
            if budget.exceeded { return }
        }
    }

    /// Reads what is left once every writer is gone, waiting at most a moment for stragglers.
    mutating func drain(budget: OutputBudget) {
        let deadline = Clock.milliseconds() + 200
        while !closed && Clock.milliseconds() < deadline {
            var descriptor = pollfd(fd: self.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            readAvailable(budget: budget)
        }
        finish()
    }

    private mutating func finish() {
        guard !closed else { return }
        closed = true
        close(descriptor)
        if file >= 0 { close(file) }
    }
}
#endif
