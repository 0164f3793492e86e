/// A label and a value in a row: `LabeledContent("Nights", value: "4")`.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let fileID: String
    let line: Int

    /// A labelled row from views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "LabeledContent")
        let children = context.renderer.nodes(for: label, in: inner.identified("label")) + context.renderer.nodes(for: content, in: inner)
        return [ViewNode(kind: "LabeledContent", children: children, fileID: fileID, line: line, context: inner)]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled value.
    public init<S: StringProtocol>(_ title: LocalizedStringKey, value: S, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, content: { Text(value, fileID: fileID, line: line) }, label: { Text(title, fileID: fileID, line: line) })
    }

    /// A titled formatted value.
    public init<F: FormatStyle>(_ title: LocalizedStringKey, value: F.FormatInput, format: F, fileID: String = #fileID, line: Int = #line) where F.FormatOutput == String {
        self.init(fileID: fileID, line: line, content: { Text(value, format: format, fileID: fileID, line: line) }, label: { Text(title, fileID: fileID, line: line) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value titled by a string value.
    @_disfavoredOverload
    public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, content: { Text(value, fileID: fileID, line: line) }, label: { Text(title, fileID: fileID, line: line) })
    }

    /// A formatted value titled by a string value: `LabeledContent(trip.name, value: trip.date, format: .dateTime)`.
    @_disfavoredOverload
    public init<T: StringProtocol, F: FormatStyle>(
        _ title: T, value: F.FormatInput, format: F, fileID: String = #fileID, line: Int = #line
    ) where F.FormatOutput == String {
        self.init(fileID: fileID, line: line, content: { Text(value, format: format, fileID: fileID, line: line) }, label: { Text(title, fileID: fileID, line: line) })
    }
}

extension LabeledContent where Label == Text {
    /// A row of views titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content, label: { Text(title, fileID: fileID, line: line) })
    }

    /// A titled row of views.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content, label: { Text(title, fileID: fileID, line: line) })
    }
}
