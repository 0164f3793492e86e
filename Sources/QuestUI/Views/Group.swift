/// Groups views without adding a container of its own.
public struct Group<Content>: PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        guard let view = content as? any View else { return [] }
        let inner = context.descending(into: "Group")
        return [ViewNode(kind: "Group", children: context.renderer.nodes(for: view, in: inner), fileID: fileID, line: line, context: inner)]
    }
}

extension Group: View where Content: View {
    /// Groups the views the closure builds.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }
}
