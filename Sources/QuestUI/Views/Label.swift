/// A title with an icon: `Label("Add", systemImage: "plus")`.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    let fileID: String
    let line: Int

    /// A label with a title and an icon view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Label")
        let titleNodes = context.renderer.nodes(for: title, in: inner.identified("title"))
        let iconNodes = context.renderer.nodes(for: icon, in: inner.identified("icon"))
        var node = ViewNode(kind: "Label", children: titleNodes + iconNodes, fileID: fileID, line: line, context: inner)
        node.systemImage = iconNodes.lazy.compactMap(\.systemImage).first
        node.label = titleNodes.flatMap(\.allTexts).joined(separator: " ")
        return [node]
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, title: { Text(title, fileID: fileID, line: line) }, icon: { Image(systemName: systemImage, fileID: fileID, line: line) })
    }

    /// A label with an SF Symbol and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, title: { Text(title, fileID: fileID, line: line) }, icon: { Image(systemName: systemImage, fileID: fileID, line: line) })
    }

    /// A label with an asset image.
    public init(_ title: LocalizedStringKey, image: String, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, title: { Text(title, fileID: fileID, line: line) }, icon: { Image(image, fileID: fileID, line: line) })
    }
}
