/// Increments and decrements a value: `Stepper("Nights: \(nights)", value: $nights, in: 1...30)`.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void
    var value: (@MainActor () -> String)?
    let fileID: String
    let line: Int

    /// A stepper with custom actions.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.label = label()
        self.increment = onIncrement ?? {}
        self.decrement = onDecrement ?? {}
        self.fileID = fileID
        self.line = line
    }

    /// A stepper over a value in a range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
        self.decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
        self.value = { "\(value.wrappedValue)" }
        self.fileID = fileID
        self.line = line
    }

    /// A stepper over an unbounded value.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.value = { "\(value.wrappedValue)" }
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    // A stepper is two buttons, "Increment" and "Decrement", as VoiceOver names them.
    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Stepper")
        let labelNodes = context.renderer.nodes(for: label, in: inner.identified("label"))
        var plus = ViewNode(kind: "Button", fileID: fileID, line: line, context: inner.descending(into: "Button"))
        plus.label = "Increment"
        plus.systemImage = "plus"
        plus.action = context.environment.actsOnTaps ? increment : nil
        var minus = ViewNode(kind: "Button", fileID: fileID, line: line, context: inner.identified("minus").descending(into: "Button"))
        minus.label = "Decrement"
        minus.systemImage = "minus"
        minus.action = context.environment.actsOnTaps ? decrement : nil
        var node = ViewNode(kind: "Stepper", texts: labelNodes.flatMap(\.allTexts), children: [minus, plus], fileID: fileID, line: line, context: inner)
        node.hidesChildTexts = true
        if let value { node.adjustable = AdjustableBehaviour(value: value()) }
        return [node]
    }
}

extension Stepper where Label == Text {
    /// A titled stepper over a value in a range.
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, in: bounds, step: step, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled stepper over an unbounded value.
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, step: step, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled stepper with custom actions.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(fileID: fileID, line: line, label: { Text(title, fileID: fileID, line: line) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
