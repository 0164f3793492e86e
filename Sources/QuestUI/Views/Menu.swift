/// A pull-down list of actions: `Menu("Sort") { … }`, `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }`,
/// `Menu { … } label: { Label(…) }`.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    let fileID: String
    let line: Int

    /// A menu with a label view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
        self.fileID = fileID
        self.line = line
    }

    /// A menu with a label view and an action for a plain tap.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Menu")
        let labelNodes = context.renderer.nodes(for: label, in: inner.identified("label"))
        let options = context.renderer.nodes(for: content, in: inner)
        var node = ViewNode(kind: "Menu", texts: labelNodes.flatMap(\.allTexts), children: options, fileID: fileID, line: line, context: inner)
        node.hidesChildTexts = true
        node.systemImage = labelNodes.flatMap(\.descendants).lazy.compactMap(\.systemImage).first
        node.label = labelNodes.map(\.labelText).filter { !$0.isEmpty }.joined(separator: " ")
        node.labelUnseenBecause = ViewNode.unseenLabel(labelNodes)
        node.action = primaryAction
        return [node]
    }
}

extension Menu where Label == Text {
    /// A menu with a title.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A menu titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A menu with a title and an action for a plain tap.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(fileID: fileID, line: line, content: content, label: { Text(title, fileID: fileID, line: line) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == QuestUI.Label<Text, Image> {
    /// A menu with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A menu titled by a string value with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}
