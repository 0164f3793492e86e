// `.onReceive(_:perform:)`: subscribes once per view and calls its action with each value.

extension View {
    /// Calls `action` with each value the publisher delivers while the view is on screen.
    public func onReceive<P: Publisher>(_ publisher: P, fileID: String = #fileID, line: Int = #line, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(
            publisher: publisher, action: action,
            record: ModifierRecord(name: "onReceive", arguments: [Renderer.kindName(of: P.self)], fileID: fileID, line: line)
        ))
    }
}

/// Subscribes to a publisher at a view's first render and keeps the subscription while the view stays in the tree.
struct OnReceiveModifier<P: Publisher>: BuiltinModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    let record: ModifierRecord

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        let receiver = context.renderer.stored(context.identity + "#onReceive\(record.line)") { Receiver<P.Output>() }
        receiver.action = action
        if receiver.subscription == nil {
            // A value sent while subscribing (a `CurrentValueSubject`, `Just`) is handled after the render, as
            // SwiftUI does not let an action change state in the middle of an update.
            var early: [P.Output] = []
            receiver.deliverNow = false
            receiver.subscription = publisher.sink { [weak receiver] value in
                guard let receiver else { return }
                if receiver.deliverNow { receiver.action?(value) } else { early.append(value) }
            }
            receiver.deliverNow = true
            for value in early { context.renderer.pendingChanges.append { action(value) } }
        }
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(record)
        return [node]
    }

    /// The kept subscription and the latest render's action.
    final class Receiver<Value> {
        var subscription: AnyCancellable?
        var action: ((Value) -> Void)?
        var deliverNow = true
    }
}
