/// An image loaded from a URL; headlessly it never loads, so it shows its placeholder (or the `.empty` phase).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: Content
    let fileID: String
    let line: Int

    /// An image with content for each loading phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), fileID: String = #fileID, line: Int = #line, @ViewBuilder content: (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
        self.fileID = fileID
        self.line = line
    }

    /// An image with a placeholder.
    public init<I: View>(url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> Content) {
        self.url = url
        self.content = placeholder()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "AsyncImage")
        var node = ViewNode(kind: "AsyncImage", children: context.renderer.nodes(for: content, in: inner), fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "url", arguments: [url?.absoluteString ?? ""], fileID: fileID, line: line))
        return [node]
    }
}

extension AsyncImage where Content == EmptyView {
    /// An image without a placeholder.
    public init(url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line) {
        self.url = url
        self.content = EmptyView()
        self.fileID = fileID
        self.line = line
    }
}

/// The loading phase of an `AsyncImage`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
