/// A group of rows with an optional header and footer.
public struct Section<Parent, Content, Footer>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    let fileID: String
    let line: Int

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Section")
        let renderer = context.renderer
        let headerNodes = (header as? any View).map { renderer.nodes(for: $0, in: inner.identified("header")) } ?? []
        let footerNodes = (footer as? any View).map { renderer.nodes(for: $0, in: inner.identified("footer")) } ?? []
        let rows = (content as? any View).map { renderer.nodes(for: $0, in: inner) } ?? []
        var node = ViewNode(kind: "Section", texts: headerNodes.flatMap(\.allTexts), children: rows, fileID: fileID, line: line, context: inner)
        // The header's controls (an Add button next to the title) stay drivable; its texts are the section's own.
        let controlKinds: Set = ["Button", "EditButton", "NavigationLink", "Link", "Menu", "Picker", "Toggle", "TextField"]
        if headerNodes.flatMap(\.descendants).contains(where: { $0.respondsToTap || controlKinds.contains($0.kind) }) {
            var holder = ViewNode(kind: "SectionHeader", children: headerNodes, fileID: fileID, line: line, context: inner.identified("header").displaying("header"))
            holder.hidesChildTexts = true
            holder.isDecoration = true
            node.children.insert(holder, at: 0)
        }
        if !footerNodes.isEmpty {
            node.modifiers.append(ModifierRecord(name: "footer", arguments: footerNodes.flatMap(\.allTexts), fileID: fileID, line: line))
        }
        return [node]
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// Primitive.
    public var body: Never { primitiveBody }

    /// A section with header and footer views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
        self.fileID = fileID
        self.line = line
    }

    /// A section with header and footer views (the older argument order).
    public init(header: Parent, footer: Footer, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
        self.fileID = fileID
        self.line = line
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(fileID: fileID, line: line, content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (the older form).
    public init(header: Parent, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), fileID: fileID, line: line, content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(fileID: fileID, line: line, content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view (the older form).
    public init(footer: Footer, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, fileID: fileID, line: line, content: content)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled by a string: `Section("Upcoming") { … }`.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content, header: { Text(title, fileID: fileID, line: line) }, footer: { EmptyView() })
    }

    /// A section titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content, header: { Text(title, fileID: fileID, line: line) }, footer: { EmptyView() })
    }
}
