/// Opens a URL: `Link("Website", destination: url)`.
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    let destination: URL
    let fileID: String
    let line: Int

    /// A link with a label view.
    public init(destination: URL, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Link")
        var node = ViewNode(kind: "Link", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "destination", arguments: [destination.absoluteString], fileID: fileID, line: line))
        let openURL = context.environment.openURL
        let destination = self.destination
        node.action = { openURL(destination) }
        return [node]
    }
}

extension Link where Label == Text {
    /// A titled link.
    public init(_ title: LocalizedStringKey, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A link titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

/// Shares an item: `ShareLink(item: url)`; recorded, sharing does nothing headlessly.
public struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label
    let item: String
    let fileID: String
    let line: Int

    /// A share link with a label view.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = "\(item)"
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ShareLink")
        var node = ViewNode(kind: "ShareLink", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.systemImage = node.descendants.dropFirst().lazy.compactMap(\.systemImage).first ?? "square.and.arrow.up"
        node.modifiers.append(ModifierRecord(name: "item", arguments: [item], fileID: fileID, line: line))
        node.action = {}
        return [node]
    }
}

extension ShareLink {
    /// A share link for several items, with a label view: `ShareLink(items: trips.map(\.name)) { … }`.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(item: Array(items), subject: subject, message: message, fileID: fileID, line: line, label: label)
    }
}

extension ShareLink where Label == QuestUI.Label<Text, Image> {
    /// A standard share link for several items.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(item: Array(items), subject: subject, message: message, fileID: fileID, line: line)
    }

    /// A titled share link for several items.
    public init<Data: RandomAccessCollection>(_ title: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(title, item: Array(items), subject: subject, message: message, fileID: fileID, line: line)
    }

    /// A standard share link.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(item: item, subject: subject, message: message, fileID: fileID, line: line) { QuestUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A titled share link.
    public init<Item>(_ title: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(item: item, subject: subject, message: message, fileID: fileID, line: line) { QuestUI.Label(title, systemImage: "square.and.arrow.up") }
    }
}
