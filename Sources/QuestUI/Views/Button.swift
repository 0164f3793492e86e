/// A control that runs an action: `Button("Add") { … }`, `Button("Add", systemImage: "plus") { … }`,
/// `Button { … } label: { … }`, `Button(role: .destructive) { … }`.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let fileID: String
    let line: Int

    /// A button with a label view.
    public init(fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
        self.fileID = fileID
        self.line = line
    }

    /// A button with a role and a label view.
    public init(role: ButtonRole?, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Button")
        let labelNodes = context.renderer.nodes(for: label, in: inner)
        var node = ViewNode(kind: "Button", children: labelNodes, fileID: fileID, line: line, context: inner)
        node.systemImage = labelNodes.flatMap(\.descendants).lazy.compactMap(\.systemImage).first
        let labels = labelNodes.map(\.labelText).filter { !$0.isEmpty }
        node.label = labels.joined(separator: " ")
        if let role { node.modifiers.append(ModifierRecord(name: "role", arguments: [role.name], fileID: fileID, line: line)) }
        node.role = role?.name
        node.action = context.environment.actsOnTaps ? action : nil
        return [node]
    }
}

extension Button where Label == Text {
    /// A button with a text title.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(fileID: fileID, line: line, action: action) { Text(title, fileID: fileID, line: line) }
    }

    /// A button with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(fileID: fileID, line: line, action: action) { Text(title, fileID: fileID, line: line) }
    }

    /// A button with a role and a text title.
    public init(_ title: LocalizedStringKey, role: ButtonRole?, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(role: role, fileID: fileID, line: line, action: action) { Text(title, fileID: fileID, line: line) }
    }

    /// A button with a role and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(role: role, fileID: fileID, line: line, action: action) { Text(title, fileID: fileID, line: line) }
    }
}

extension Button where Label == QuestUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(fileID: fileID, line: line, action: action) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A button with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(fileID: fileID, line: line, action: action) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A button with a role, a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        self.init(role: role, fileID: fileID, line: line, action: action) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}

extension Button where Label == QuestUI.Label<Text, Image> {
    /// A button labelled by the role alone (iOS 26): `Button(role: .close) { … }`.
    public init(role: ButtonRole, fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor () -> Void) {
        let title = role.name.prefix(1).uppercased() + role.name.dropFirst()
        self.init(role: role, fileID: fileID, line: line, action: action) {
            QuestUI.Label(title, systemImage: role.systemImage, fileID: fileID, line: line)
        }
    }
}

/// What a button does, for styling and placement: `.destructive`, `.cancel`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    var systemImage: String {
        switch name {
        case "close", "cancel": "xmark"
        case "confirm": "checkmark"
        case "destructive": "trash"
        default: "circle"
        }
    }
    /// Deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// Closes (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// Confirms (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}
