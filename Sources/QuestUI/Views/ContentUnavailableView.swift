/// An empty state: `ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Add one."))`,
/// `ContentUnavailableView.search(text: query)`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions
    let fileID: String
    let line: Int

    /// An empty state from views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ContentUnavailableView")
        let renderer = context.renderer
        let children = renderer.nodes(for: label, in: inner.identified("label"))
            + renderer.nodes(for: description, in: inner.identified("description"))
            + renderer.nodes(for: actions, in: inner.identified("actions"))
        var node = ViewNode(kind: "ContentUnavailableView", children: children, fileID: fileID, line: line, context: inner)
        node.systemImage = children.flatMap(\.descendants).lazy.compactMap(\.systemImage).first
        return [node]
    }
}

extension ContentUnavailableView where Label == QuestUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, a symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, label: { QuestUI.Label(title, systemImage: name, fileID: fileID, line: line) }, description: { description })
    }

    /// An empty state titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line, label: { QuestUI.Label(title, systemImage: name, fileID: fileID, line: line) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The standard "No Results" view.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { QuestUI.Label("No Results", systemImage: "magnifyingglass") }, description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }

    /// The standard "No Results for …" view.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { QuestUI.Label("No Results for \"\(text)\"", systemImage: "magnifyingglass") }, description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// Its label.
    public typealias Label = QuestUI.Label<Text, Image>
    /// Its description.
    public typealias Description = Text
    /// Its actions.
    public typealias Actions = EmptyView
}
