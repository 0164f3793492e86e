import Foundation
import Synchronization

/// A value set once, by whoever makes it, and waited for by any number of others: the handover under `Background`
/// (a value made on a thread of its own) and `CardDrafts` (a lesson's cards, made by the first job that asks).
final class Promise<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let value = Mutex<Value?>(nil)

    init() {
        group.enter()
    }

    /// Sets the value and wakes every waiter; called exactly once.
    func fulfil(_ made: Value) {
        value.withLock { $0 = made }
        group.leave()
    }

    /// The value, once set.
    func wait() -> Value {
        group.wait()
        // Set before the group is left, so it is there.
        return value.withLock { $0 }!
    }
}
