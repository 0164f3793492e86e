/// Chooses a colour: `ColorPicker("Tint", selection: $tint)`.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<Color>
    let fileID: String
    let line: Int

    /// A colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ColorPicker")
        var node = ViewNode(kind: "ColorPicker", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "selection", arguments: [selection.wrappedValue.description], fileID: fileID, line: line))
        return [node]
    }
}

extension ColorPicker where Label == Text {
    /// A titled colour picker.
    public init(_ title: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true, fileID: String = #fileID, line: Int = #line) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}
