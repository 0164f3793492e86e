/// Related controls shown together: `ControlGroup { … }`, `ControlGroup("Sort") { … }`,
/// `ControlGroup("Sort", systemImage: "arrow.up.arrow.down") { … }`, `ControlGroup { … } label: { … }`.
///
/// In a menu its controls are options of that menu, as on iOS; the label names the group where it collapses into a
/// menu of its own (`.controlGroupStyle(.compactMenu)`), and is never an option.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    let label: AnyView?
    let fileID: String
    let line: Int

    /// A control group.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
        self.fileID = fileID
        self.line = line
    }

    /// A control group with a label view.
    public init<L: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = AnyView(label())
        self.fileID = fileID
        self.line = line
    }

    /// A control group with a title.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A control group titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title, fileID: fileID, line: line) }
    }

    /// A control group with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A control group titled by a string value, with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { QuestUI.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        var nodes = context.container("ControlGroup", content, fileID: fileID, line: line)
        if let label {
            let labelNodes = context.renderer.nodes(for: label, in: context.descending(into: "ControlGroup").identified("label"))
            nodes[0].label = labelNodes.map(\.labelText).filter { !$0.isEmpty }.joined(separator: " ")
        }
        return nodes
    }
}

/// A style for `.controlGroupStyle`.
public protocol ControlGroupStyle: Sendable {}

/// `.automatic`
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
/// `.navigation`
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle { public static let name = "navigation"; public init() {} }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
/// `.menu`
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public static let name = "menu"; public init() {} }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
/// `.compactMenu`
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public static let name = "compactMenu"; public init() {} }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
/// `.palette`
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle { public static let name = "palette"; public init() {} }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

extension View {
    /// Sets the controlGroupStyle.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("controlGroupStyle", [style], fileID: fileID, line: line)
    }
}
