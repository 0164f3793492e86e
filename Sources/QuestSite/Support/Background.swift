import Dispatch
import Synchronization

/// A value made on a thread of its own, started at once and waited for where it is first needed: for work that
/// does not depend on what the build is doing meanwhile (reading the previous site's manifest or course package).
final class Background<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { [self] in
            let value = make()
            result.withLock { $0 = value }
        }
    }

    /// The value, once made.
    func wait() -> Value {
        group.wait()
        // Set before the group is left, so it is there.
        return result.withLock { $0 }!
    }
}
