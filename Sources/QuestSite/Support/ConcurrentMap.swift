import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map(transform)` on all cores, in order: the elements in chunks of `chunk`, each chunk one task, so that
    /// thousands of small calls (a `stat` per site file) are not thousands of tasks.
    func concurrentMap<Mapped: Sendable>(chunk: Int = 256, _ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        let results = Mutex([Mapped?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
            let range = (part * chunk)..<Swift.min(count, (part + 1) * chunk)
            let mapped = self[range].map { Optional(transform($0)) }
            results.withLock { $0.replaceSubrange(range, with: mapped) }
        }
        return results.withLock { $0.map { $0! } }
    }
}
