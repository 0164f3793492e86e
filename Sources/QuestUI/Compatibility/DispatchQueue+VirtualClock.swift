public import Foundation

extension DispatchQueue {
    /// `asyncAfter` on the virtual clock of the host running this code: on the main queue, from learner code a host
    /// runs (a button's action, `onAppear`, a `.task`), `work` runs when a checker's `advance(by:)` passes the deadline;
    /// anywhere else (another queue, or a thread no host started) it is Dispatch's own, in real time. The grader
    /// compiles into the learner's module an `asyncAfter(deadline:qos:flags:execute:)` that forwards here, because only
    /// a declaration in the learner's own module shadows Dispatch's method (as for `Timer.scheduledTimer`).
    public nonisolated func asyncAfterOnVirtualClock(
        deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        // Linux's Dispatch hands out a new wrapper of the main queue at each `DispatchQueue.main`: compare labels.
        guard label == DispatchQueue.main.label, let clock = VirtualClock.current else {
            asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, flags: flags, block: work))
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        // `.now() + 0.5` was read a moment before this line: whole milliseconds keep the deadline at 0.5 s.
        let milliseconds = Int64((Double(nanoseconds) / 1e6).rounded())
        clock.schedule(after: .milliseconds(milliseconds), repeats: false) { work() }
    }

    /// `asyncAfter(deadline:execute:)` with a `DispatchWorkItem` (the debounce written as `item?.cancel()`, a new item,
    /// `asyncAfter`) on the virtual clock, as `asyncAfterOnVirtualClock(deadline:qos:flags:execute:)`: a cancelled item
    /// does not run.
    public nonisolated func asyncAfterOnVirtualClock(deadline: DispatchTime, execute item: DispatchWorkItem) {
        // Dispatch's own `asyncAfter` hands the item to another thread the same way: the item is thread-safe.
        let box = WorkItemBox(item: item)
        asyncAfterOnVirtualClock(deadline: deadline, qos: .unspecified, flags: []) {
            if !box.item.isCancelled { box.item.perform() }
        }
    }

    /// A work item carried into the work's closure; `DispatchWorkItem` is thread-safe but not marked `Sendable`.
    private struct WorkItemBox: @unchecked Sendable {
        let item: DispatchWorkItem
    }
}
