/// A stack of views over a root: `NavigationStack { … }`, `NavigationStack(path: $router.path) { … }`.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: PathAccess?
    let fileID: String
    let line: Int

    /// A stack that manages its own path.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
        self.fileID = fileID
        self.line = line
    }

    /// A stack whose path is a `NavigationPath` the caller owns.
    public init(path: Binding<NavigationPath>, fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = PathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
        self.fileID = fileID
        self.line = line
    }

    /// A stack whose path is a collection the caller owns, such as `[Route]`.
    public init(path: Binding<Data>, fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
        )
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.navigationNodes("NavigationStack", root: root, path: path, fileID: fileID, line: line)
    }
}
