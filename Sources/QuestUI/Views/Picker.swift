/// Chooses one of its tagged options: `Picker("Sort", selection: $sort) { Text("Name").tag(Sort.name) … }`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    let fileID: String
    let line: Int

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A picker with a label view (the older argument order).
    public init(selection: Binding<SelectionValue>, label: Label, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = selection
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Picker")
        let labelNodes = context.renderer.nodes(for: label, in: inner.identified("label"))
        let optionNodes = context.renderer.nodes(for: content, in: inner)
        var node = ViewNode(kind: "Picker", texts: labelNodes.flatMap(\.allTexts), children: optionNodes, fileID: fileID, line: line, context: inner)
        node.hidesChildTexts = true
        node.systemImage = labelNodes.flatMap(\.descendants).lazy.compactMap(\.systemImage).first
        node.label = labelNodes.map(\.labelText).filter { !$0.isEmpty }.joined(separator: " ")
        let selection = self.selection
        node.picker = PickerBehaviour(
            options: Picker.options(in: optionNodes),
            selection: AnyHashable(selection.wrappedValue),
            select: { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        )
        return [node]
    }

    /// Each tagged view is an option; inside `ForEach`, an untagged row's id is its tag, as in SwiftUI.
    static func options(in nodes: [ViewNode]) -> [(label: String, tag: AnyHashable)] {
        nodes.flatMap { node -> [(label: String, tag: AnyHashable)] in
            if let tag = node.tag { return [(node.labelText, tag)] }
            if node.kind == "ForEach" || node.kind == "Group" || node.kind == "Section" {
                return node.children.flatMap { child -> [(label: String, tag: AnyHashable)] in
                    if let tag = child.tag ?? child.rowID { return [(child.labelText, tag)] }
                    return options(in: [child])
                }
            }
            return options(in: node.children)
        }
    }
}

extension Picker where Label == Text {
    /// A picker with a title.
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A picker titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }
}

extension Picker where Label == QuestUI.Label<Text, Image> {
    /// A picker with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}

extension View {
    /// The value a `Picker` selects when this option is chosen.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tag", [tag], fileID: fileID, line: line) { node in node.tag = AnyHashable(tag) }
    }
}
