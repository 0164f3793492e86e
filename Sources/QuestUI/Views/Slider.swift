/// Chooses a value in a range: `Slider(value: $volume, in: 0...1)`.
public struct Slider<Label: View>: View, PrimitiveView {
    let label: Label
    let value: Binding<Double>
    let fileID: String
    let line: Int

    /// A slider over a floating-point value.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label = { EmptyView() }, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(min(max($0, Double(bounds.lowerBound)), Double(bounds.upperBound))) })
        self.fileID = fileID
        self.line = line
    }

    /// A slider with labels for the range's ends.
    public init<V: BinaryFloatingPoint, L: View, H: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> L, @ViewBuilder maximumValueLabel: () -> H, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, fileID: fileID, line: line, label: label, onEditingChanged: onEditingChanged)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Slider")
        var node = ViewNode(kind: "Slider", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "value", arguments: ["\(value.wrappedValue)"], fileID: fileID, line: line))
        let value = self.value
        node.adjustable = AdjustableBehaviour(value: "\(value.wrappedValue)", setNumber: { value.wrappedValue = $0 })
        return [node]
    }
}
