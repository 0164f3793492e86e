#if canImport(Glibc)
import Glibc
#endif

/// A pipe a watcher's `stop()` writes one byte to, from any thread, so that a `poll` on its read end wakes: the
/// waiting `nextChange` then returns nil, and so does every later one (the byte is never read).
final class WakePipe: Sendable {
    /// The end to poll.
    let readEnd: Int32
    private let writeEnd: Int32

    /// - Parameter path: the folder named in the error when no pipe can be made.
    init(for path: String) throws(FileWatcherError) {
        var ends: [Int32] = [-1, -1]
        // `pipe2` is not in Glibc's Swift overlay; the flags follow at once (quest starts no process meanwhile).
        guard pipe(&ends) == 0 else {
            throw FileWatcherError(path: path, message: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the waiting poll, and every later one.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits `milliseconds` unless woken first; true when woken.
    func wait(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
