import Foundation
import Synchronization

/// Runs independent pieces of work on a fixed number of threads, each taking the next piece as soon as it is free.
///
/// Plain threads rather than Swift tasks: each piece blocks on a compiler or a sandboxed child process, and blocking
/// the cooperative pool would cap `--jobs` at the number of cores and starve every other task.
enum ParallelWork {
    /// Calls `body(index)` for every index in `0..<count` on at most `jobs` threads; returns the results in index order.
    static func map<Result: Sendable>(
        count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let next = Mutex(0)
        let results = Mutex([Result?](repeating: nil, count: count))
        let finished = DispatchGroup()
        for _ in 0..<max(1, min(jobs, count)) {
            finished.enter()
            let thread = Thread {
                while true {
                    let index = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < count else { break }
                    let result = body(index)
                    results.withLock { $0[index] = result }
                }
                finished.leave()
            }
            // The grader reads learner files and compiler output on these threads: give them a main thread's stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        finished.wait()
        return results.withLock { $0.map { $0! } }
    }
}
