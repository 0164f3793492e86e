/// A switch bound to a Bool: `Toggle("Favourites only", isOn: $favouritesOnly)`.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>
    let fileID: String
    let line: Int

    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Toggle")
        var node = ViewNode(kind: "Toggle", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.systemImage = node.descendants.dropFirst().lazy.compactMap(\.systemImage).first
        node.modifiers.append(ModifierRecord(name: "isOn", arguments: ["\(isOn.wrappedValue)"], fileID: fileID, line: line))
        node.toggle = isOn
        let isOn = self.isOn
        node.action = { isOn.wrappedValue.toggle() }
        return [node]
    }
}

extension Toggle where Label == Text {
    /// A toggle with a title.
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line) {
        self.init(isOn: isOn, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A toggle titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line) {
        self.init(isOn: isOn, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

extension Toggle where Label == QuestUI.Label<Text, Image> {
    /// A toggle with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line) {
        self.init(isOn: isOn, fileID: fileID, line: line) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}
