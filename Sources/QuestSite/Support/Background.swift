import Foundation
import Synchronization

/// A value made on a thread of its own, started at once and waited for where it is first needed: for work that
/// does not depend on what the build is doing meanwhile (reading the previous site's manifest or course package).
///
/// Each value gets a new thread, not a turn on the shared dispatch pool: the pool has a thread per core, so a short
/// job queued behind the long ones (the course package, a lesson-rendering loop) waited for them to finish (the
/// index page's reuse, a link, waited 80 to 200 ms in a one-lesson rebuild of 2,000 lessons; measured).
final class Background<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        group.enter()
        Thread { [self] in
            let value = make()
            result.withLock { $0 = value }
            group.leave()
        }.start()
    }

    /// The value, once made.
    func wait() -> Value {
        group.wait()
        // Set before the group is left, so it is there.
        return result.withLock { $0 }!
    }
}
