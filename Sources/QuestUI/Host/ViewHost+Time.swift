// Time under the checker's control: `.task` work as cancellable tasks, and the virtual clock moved by `advance(by:)`.

/// A `.task` started for a view: its handle, the id it started with, and whether its work has returned.
final class RunningTask {
    let handle: Task<Void, Never>
    let behaviour: TaskBehaviour
    var finished = false

    init(handle: Task<Void, Never>, behaviour: TaskBehaviour) {
        self.handle = handle
        self.behaviour = behaviour
    }
}

extension ViewHost {
    /// Moves the host's virtual clock forward: every `Task.sleep`, `Timer`, `Timer.publish` and `withAnimation`
    /// completion due on the way resumes or fires in order, the views that appear run their `onAppear` and `task`,
    /// and the tree is rendered again. No real time passes.
    /// With `firingAtMost`, time stops once that many sleeps and timers have fired on the way.
    public func advance(by duration: Duration, firingAtMost limit: Int = .max) async {
        await appear()
        // Work started but not yet run (a `Task { … }` from an action or `.onChange`) reaches its first sleep before
        // time moves, so the sleep is on the clock and wakes on the way.
        await settle()
        await clock.advance(by: duration, firingAtMost: limit) { [self] in
            render()
            await settle()
        }
        await appear()
    }

    /// Lets the work that is ready run (tasks just started or restarted, a `Task { … }` a button started) until it
    /// finishes or sleeps on the virtual clock; no time passes. `advance(by: .zero)` also starts new views' tasks.
    public func settle() async {
        await VirtualClock.yieldMainActor()
        var turns = 0
        while runningTasks.values.contains(where: { !$0.finished && !clock.isSleeping(owner: $0.behaviour.owner) }) {
            turns += 1
            if turns.isMultiple(of: 256) {
                // Real I/O (a URLSession load) resumes from another thread: wait for it without spinning.
                try? await ContinuousClock().sleep(for: .milliseconds(1))
            } else {
                await Task.yield()
            }
        }
        render()
    }

    /// Runs learner code (an action, a binding's setter) with this host's clock as the current one, so the sleeps,
    /// timers and tasks it starts are on it.
    func withClock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try VirtualClock.$current.withValue(clock) { try body() }
    }

    /// Starts the `.task` work of `node`, under this host's clock, keyed by `key`.
    func startTasks(of node: ViewNode, key: String) {
        for (index, behaviour) in node.tasks.enumerated() {
            let taskKey = key + "#task\(index)"
            if let running = runningTasks[taskKey] {
                guard !running.behaviour.hasID(behaviour.id) else { continue }
                running.handle.cancel()
            }
            start(behaviour, key: taskKey)
        }
    }

    func start(_ behaviour: TaskBehaviour, key: String) {
        var behaviour = behaviour
        behaviour.owner = key + "@\(clock.nextTaskNumber())"
        let box = RunningTaskBox()
        let owner = behaviour.owner
        let handle = VirtualClock.$current.withValue(clock) {
            VirtualClock.$owner.withValue(owner) {
                Task { @MainActor [action = behaviour.action] in
                    await action()
                    box.task?.finished = true
                }
            }
        }
        let running = RunningTask(handle: handle, behaviour: behaviour)
        box.task = running
        runningTasks[key] = running
    }

    /// After a render: a `task(id:)` whose id changed is cancelled and started again, and the tasks of views no
    /// longer in the tree are cancelled, as SwiftUI does.
    func restartChangedTasks() {
        var live: [String: ViewNode] = [:]
        for node in liveNodes() {
            live[node.identity + "@" + node.path] = node
        }
        for (taskKey, running) in runningTasks where !taskKey.hasPrefix(Self.refreshKey) {
            let nodeKey = String(taskKey[..<(taskKey.range(of: "#task", options: .backwards)?.lowerBound ?? taskKey.endIndex)])
            guard let node = live[nodeKey] else {
                running.handle.cancel()
                runningTasks[taskKey] = nil
                continue
            }
            let index = Int(taskKey[(taskKey.range(of: "#task", options: .backwards)?.upperBound ?? taskKey.endIndex)...]) ?? 0
            if node.tasks.indices.contains(index), !running.behaviour.hasID(node.tasks[index].id) {
                startTasks(of: node, key: nodeKey)
            }
        }
    }

    /// Every view that exists now: the tree, every pushed destination and every presented view.
    func liveNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            result.append(node)
            for child in node.children { visit(child) }
            for destination in node.navigation?.destinations ?? [] { visit(destination) }
            for presentation in node.presentations { visit(presentation.content) }
        }
        visit(current)
        return result
    }
}

/// Lets a started task mark its record finished once the record exists.
@MainActor final class RunningTaskBox {
    var task: RunningTask?
}
