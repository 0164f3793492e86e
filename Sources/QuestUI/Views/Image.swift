/// An image: an SF Symbol (`Image(systemName: "plus")`) or an asset (`Image("trip")`).
public struct Image: View, PrimitiveView, Equatable {
    let name: String
    let isSystem: Bool
    var records: [ModifierRecord] = []
    let fileID: String
    let line: Int

    /// An SF Symbol.
    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        name = systemName
        isSystem = true
        self.fileID = fileID
        self.line = line
    }

    /// An image from the asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.name = name
        isSystem = false
        self.fileID = fileID
        self.line = line
    }

    /// An asset image that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// An SF Symbol with a variable value.
    public init(systemName: String, variableValue: Double?, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: systemName, fileID: fileID, line: line)
    }

    /// Equal when they show the same image.
    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool { lhs.name == rhs.name && lhs.isSystem == rhs.isSystem }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        var node = ViewNode(kind: "Image", fileID: fileID, line: line, context: context.descending(into: "Image"))
        node.modifiers = records
        if isSystem { node.systemImage = name } else { node.modifiers.insert(ModifierRecord(name: "asset", arguments: [name]), at: 0) }
        return [node]
    }

    func adding(_ name: String, _ arguments: [Any] = [], fileID: String, line: Int) -> Image {
        var copy = self
        copy.records.append(ModifierRecord(name: name, arguments: arguments.map(describeArgument), fileID: fileID, line: line))
        return copy
    }

    /// Lets the image stretch.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch, fileID: String = #fileID, line: Int = #line) -> Image {
        adding("resizable", fileID: fileID, line: line)
    }

    /// Original colours or a template.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?, fileID: String = #fileID, line: Int = #line) -> Image {
        adding("renderingMode", [renderingMode as Any], fileID: fileID, line: line)
    }

    /// Interpolation quality.
    public func interpolation(_ interpolation: Interpolation, fileID: String = #fileID, line: Int = #line) -> Image {
        adding("interpolation", [interpolation], fileID: fileID, line: line)
    }

    /// Antialiasing.
    public func antialiased(_ isAntialiased: Bool, fileID: String = #fileID, line: Int = #line) -> Image {
        adding("antialiased", [isAntialiased], fileID: fileID, line: line)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Sendable { case tile, stretch }
    /// Original colours or a template.
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// Interpolation quality.
    public enum Interpolation: Sendable { case none, low, medium, high }
    /// Symbol scale.
    public enum Scale: Sendable { case small, medium, large }
}
