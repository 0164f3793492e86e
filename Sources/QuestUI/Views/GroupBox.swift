/// A box around views, with an optional label.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let fileID: String
    let line: Int

    /// A box with a label view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "GroupBox")
        let children = context.renderer.nodes(for: label, in: inner.identified("label")) + context.renderer.nodes(for: content, in: inner)
        return [ViewNode(kind: "GroupBox", children: children, fileID: fileID, line: line, context: inner)]
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A titled box.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }
}
