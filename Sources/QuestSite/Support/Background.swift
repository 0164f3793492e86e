import Foundation

/// A value made on a thread of its own, started at once and waited for where it is first needed: for work that
/// does not depend on what the build is doing meanwhile (reading the previous site's manifest or course package).
///
/// Each value gets a new thread, not a turn on the shared dispatch pool: the pool has a thread per core, so a short
/// job queued behind the long ones (the course package, a lesson-rendering loop) waited for them to finish (the
/// index page's reuse, a link, waited 80 to 200 ms in a one-lesson rebuild of 2,000 lessons; measured).
final class Background<Value: Sendable>: Sendable {
    private let promise = Promise<Value>()

    init(_ make: @escaping @Sendable () -> Value) {
        Thread { [promise] in promise.fulfil(make()) }.start()
    }

    /// The value, once made.
    func wait() -> Value {
        promise.wait()
    }
}
