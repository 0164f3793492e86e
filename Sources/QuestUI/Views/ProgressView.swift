/// A spinner or a progress bar: `ProgressView()`, `ProgressView("Loading…")`, `ProgressView(value: 0.4)`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label
    let value: Double?
    let fileID: String
    let line: Int

    /// A progress view with a label view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.label = label()
        self.value = nil
        self.fileID = fileID
        self.line = line
    }

    /// A progress bar with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.label = label()
        self.value = value.map { Double($0 / total) }
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ProgressView")
        var node = ViewNode(kind: "ProgressView", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        if let value { node.modifiers.append(ModifierRecord(name: "value", arguments: ["\(value)"], fileID: fileID, line: line)) }
        return [node]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init(fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line) { EmptyView() }
    }

    /// A progress bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, total: total, fileID: fileID, line: line) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A titled spinner.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled progress bar.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, total: total, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}
