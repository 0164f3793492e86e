/// A one-line text input: `TextField("Name", text: $name)`, `TextField("Amount", value: $amount, format: .number)`.
public struct TextField<Label: View>: View, PrimitiveView {
    /// The record on the node of a field that edits a value through a format (`node.modifier(valueFieldMarker)`): what
    /// a checker filling in a form with a name leaves alone, as a person does a number field.
    public static var valueFieldMarker: String { "valueFormat" }

    let label: Label
    let text: Binding<String>
    let kind: String
    var prompt: String?
    /// True for a field that edits a value through a format (`value:format:`, `value:formatter:`): a number, a date.
    var editsValue = false
    let fileID: String
    let line: Int

    init(kind: String, text: Binding<String>, fileID: String, line: Int, label: Label, prompt: Text? = nil) {
        self.kind = kind
        self.label = label
        self.text = text
        self.prompt = prompt?.content
        self.fileID = fileID
        self.line = line
    }

    /// A field with a label view.
    public init(text: Binding<String>, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: label(), prompt: prompt)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: kind)
        let labelNodes = context.renderer.nodes(for: label, in: inner.identified("label"))
        var node = ViewNode(kind: kind, texts: [text.wrappedValue], fileID: fileID, line: line, context: inner)
        node.label = labelNodes.flatMap(\.allTexts).joined(separator: " ")
        let text = self.text
        node.textInput = TextInputBehaviour(text: text.wrappedValue, setText: { text.wrappedValue = $0 })
        node.prompt = prompt
        if editsValue { node.modifiers.append(ModifierRecord(name: Self.valueFieldMarker, fileID: fileID, line: line)) }
        return [node]
    }
}

extension TextField where Label == Text {
    /// A field with a placeholder title.
    public init(_ title: LocalizedStringKey, text: Binding<String>, fileID: String = #fileID, line: Int = #line) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }

    /// A field with a placeholder title that grows along an axis.
    public init(_ title: LocalizedStringKey, text: Binding<String>, axis: Axis, fileID: String = #fileID, line: Int = #line) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }

    /// A field with a title and a prompt.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?, fileID: String = #fileID, line: Int = #line) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line), prompt: prompt)
    }

    /// A field with the pre-iOS 15 editing callbacks.
    public init(_ title: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}, fileID: String = #fileID, line: Int = #line) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }

    /// A field titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, fileID: String = #fileID, line: Int = #line) {
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }

    /// A field editing a value through a format style: `TextField("Amount", value: $amount, format: .number)`.
    public init<F: ParseableFormatStyle>(_ title: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } }
        )
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
        editsValue = true
    }

    /// A field editing an optional value through a format style.
    public init<F: ParseableFormatStyle>(_ title: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { value.wrappedValue.map { format.format($0) } ?? "" },
            set: { value.wrappedValue = try? format.parseStrategy.parse($0) }
        )
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
        editsValue = true
    }

    /// A field editing a value through a `Formatter`.
    public init<V>(_ title: LocalizedStringKey, value: Binding<V>, formatter: Formatter, fileID: String = #fileID, line: Int = #line) {
        let text = Binding<String>(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { newText in
                guard let number = (formatter as? NumberFormatter)?.number(from: newText) else { return }
                if let parsed = number.doubleValue as? V { value.wrappedValue = parsed } else if let parsed = number.intValue as? V { value.wrappedValue = parsed }
            }
        )
        self.init(kind: "TextField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
        editsValue = true
    }
}

/// A text input that hides what is typed.
public struct SecureField<Label: View>: View, PrimitiveView {
    let field: TextField<Label>

    /// A secure field with a label view.
    public init(text: Binding<String>, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        field = TextField(kind: "SecureField", text: text, fileID: fileID, line: line, label: label())
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] { field.makeNodes(in: context) }
}

extension SecureField where Label == Text {
    /// A secure field with a placeholder title.
    public init(_ title: LocalizedStringKey, text: Binding<String>, fileID: String = #fileID, line: Int = #line) {
        field = TextField(kind: "SecureField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }

    /// A secure field titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, fileID: String = #fileID, line: Int = #line) {
        field = TextField(kind: "SecureField", text: text, fileID: fileID, line: line, label: Text(title, fileID: fileID, line: line))
    }
}

/// A multi-line text input.
public struct TextEditor: View, PrimitiveView {
    let field: TextField<EmptyView>

    /// An editor bound to a string.
    public init(text: Binding<String>, fileID: String = #fileID, line: Int = #line) {
        field = TextField(kind: "TextEditor", text: text, fileID: fileID, line: line, label: EmptyView())
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] { field.makeNodes(in: context) }
}
