/// Content that shows when expanded; headlessly its content is always evaluated.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let fileID: String
    let line: Int

    /// A disclosure group with a label view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A disclosure group with an expansion binding.
    public init(isExpanded: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(fileID: fileID, line: line, content: content, label: label)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "DisclosureGroup")
        let children = context.renderer.nodes(for: label, in: inner.identified("label")) + context.renderer.nodes(for: content, in: inner)
        return [ViewNode(kind: "DisclosureGroup", children: children, fileID: fileID, line: line, context: inner)]
    }
}

extension DisclosureGroup where Label == Text {
    /// A titled disclosure group.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled disclosure group with an expansion binding.
    public init(_ title: LocalizedStringKey, isExpanded: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }
}
