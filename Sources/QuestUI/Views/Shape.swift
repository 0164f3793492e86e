/// A 2D shape that is also a view: `Circle()`, `RoundedRectangle(cornerRadius: 12)`, or a learner's own `path(in:)`.
@MainActor @preconcurrency public protocol Shape: View {
    /// The outline in a rectangle.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, records: []) }

    func styled(_ name: String, _ arguments: [Any], fileID: String, line: Int) -> _ShapeView<Self> {
        _ShapeView(shape: self, records: [ModifierRecord(name: name, arguments: arguments.map(describeArgument), fileID: fileID, line: line)])
    }

    /// Fills the shape.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle(), fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("fill", [content], fileID: fileID, line: line)
    }

    /// Strokes the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("stroke", [content, lineWidth], fileID: fileID, line: line)
    }

    /// Strokes the outline with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("stroke", [content], fileID: fileID, line: line)
    }

    /// Strokes the outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("stroke", [lineWidth], fileID: fileID, line: line)
    }

    /// Strokes inside the outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("strokeBorder", [content, lineWidth], fileID: fileID, line: line)
    }

    /// Trims the outline.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> Self { self }
}

/// A shape drawn with a style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    var records: [ModifierRecord]

    /// Primitive.
    public var body: Never { primitiveBody }

    /// Fills the shape.
    public func fill<S: ShapeStyle>(_ content: S, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Content> {
        var copy = self
        copy.records.append(ModifierRecord(name: "fill", arguments: [describeArgument(content)], fileID: fileID, line: line))
        return copy
    }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let kind = Renderer.kindName(of: Content.self)
        var node = ViewNode(kind: kind, context: context.descending(into: kind))
        node.modifiers = records
        return [node]
    }
}

/// How a shape is filled.
public struct FillStyle: Equatable, Sendable {
    /// Even-odd or non-zero.
    public var isEOFilled: Bool
    /// Antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is stroked.
public struct StrokeStyle: Equatable, Sendable {
    /// The width.
    public var lineWidth: CGFloat
    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
    }
}

/// Line caps.
public enum CGLineCap: Sendable { case butt, round, square }
/// Line joins.
public enum CGLineJoin: Sendable { case miter, round, bevel }

/// An outline; QuestUI keeps the bounding rectangle only.
public struct Path: Shape {
    var bounds = CGRect.zero

    /// An empty path.
    nonisolated public init() {}
    /// A path built by a closure.
    nonisolated public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A rectangle.
    nonisolated public init(_ rect: CGRect) { bounds = rect }
    /// A rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
    /// An ellipse.
    nonisolated public init(ellipseIn rect: CGRect) { bounds = rect }

    /// The path itself.
    nonisolated public func path(in rect: CGRect) -> Path { self }
    /// Starts a subpath.
    nonisolated public mutating func move(to point: CGPoint) {}
    /// Adds a line.
    nonisolated public mutating func addLine(to point: CGPoint) {}
    /// Adds lines.
    nonisolated public mutating func addLines(_ points: [CGPoint]) {}
    /// Adds a quadratic curve.
    nonisolated public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    /// Adds a cubic curve.
    nonisolated public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// Adds an arc.
    nonisolated public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    /// Adds a rectangle.
    nonisolated public mutating func addRect(_ rect: CGRect) {}
    /// Adds a rounded rectangle.
    nonisolated public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {}
    /// Adds an ellipse.
    nonisolated public mutating func addEllipse(in rect: CGRect) {}
    /// Closes the subpath.
    nonisolated public mutating func closeSubpath() {}
}

/// A rectangle.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// The outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner radius.
    public var cornerSize: CGSize
    /// A rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    /// A rounded rectangle with a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    /// The outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Circular or continuous corners.
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A circle.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// The outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule.
public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// The outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// An ellipse.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// The outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
