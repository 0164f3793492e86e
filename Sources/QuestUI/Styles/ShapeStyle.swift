/// Something that fills or strokes: a colour, a gradient, a material, a hierarchical style.
public protocol ShapeStyle: Sendable {}

/// The primary, secondary, … levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The name.
    public let description: String
    /// Primary.
    public static let primary = HierarchicalShapeStyle(description: "primary")
    /// Secondary.
    public static let secondary = HierarchicalShapeStyle(description: "secondary")
    /// Tertiary.
    public static let tertiary = HierarchicalShapeStyle(description: "tertiary")
    /// Quaternary.
    public static let quaternary = HierarchicalShapeStyle(description: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Primary.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The accent tint, the foreground and the background styles.
public struct SemanticShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The name.
    public let description: String
}

extension ShapeStyle where Self == SemanticShapeStyle {
    /// The tint colour.
    public static var tint: SemanticShapeStyle { SemanticShapeStyle(description: "tint") }
    /// The foreground style.
    public static var foreground: SemanticShapeStyle { SemanticShapeStyle(description: "foreground") }
    /// The background style.
    public static var background: SemanticShapeStyle { SemanticShapeStyle(description: "background") }
    /// The separator style.
    public static var separator: SemanticShapeStyle { SemanticShapeStyle(description: "separator") }
}

/// A blur material.
public struct Material: ShapeStyle, CustomStringConvertible {
    /// The name.
    public let description: String
    /// Ultra thin.
    public static let ultraThinMaterial = Material(description: "ultraThinMaterial")
    /// Thin.
    public static let thinMaterial = Material(description: "thinMaterial")
    /// Regular.
    public static let regularMaterial = Material(description: "regularMaterial")
    /// Thick.
    public static let thickMaterial = Material(description: "thickMaterial")
    /// Ultra thick.
    public static let ultraThickMaterial = Material(description: "ultraThickMaterial")
    /// Bar.
    public static let bar = Material(description: "bar")
}

extension ShapeStyle where Self == Material {
    /// Ultra thin.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// Thin.
    public static var thinMaterial: Material { .thinMaterial }
    /// Regular.
    public static var regularMaterial: Material { .regularMaterial }
    /// Thick.
    public static var thickMaterial: Material { .thickMaterial }
    /// Ultra thick.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// Bar.
    public static var bar: Material { .bar }
}

/// Colours and where they stop.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, 0…1.
        public var location: CGFloat
        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    /// The stops.
    public var stops: [Stop]
    /// Evenly spaced colours.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
    /// Explicit stops.
    public init(stops: [Stop]) { self.stops = stops }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    let gradient: Gradient
    /// A gradient between two points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    /// A gradient of colours between two points.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    /// A gradient of stops between two points.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    /// The description.
    nonisolated public var description: String { "LinearGradient" }
    /// Primitive.
    public var body: Never { primitiveBody }
    func makeNodes(in context: RenderContext) -> [ViewNode] { context.leaf("LinearGradient", fileID: "", line: 0) }
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A radial gradient of colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A radial gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// The description.
    nonisolated public var description: String { "RadialGradient" }
    /// Primitive.
    public var body: Never { primitiveBody }
    func makeNodes(in context: RenderContext) -> [ViewNode] { context.leaf("RadialGradient", fileID: "", line: 0) }
}

/// An angular gradient.
public struct AngularGradient: ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    /// An angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// An angular gradient of colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// An angular gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// The description.
    nonisolated public var description: String { "AngularGradient" }
    /// Primitive.
    public var body: Never { primitiveBody }
    func makeNodes(in context: RenderContext) -> [ViewNode] { context.leaf("AngularGradient", fileID: "", line: 0) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    @MainActor public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colours.
    @MainActor public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The erased style's description.
    public let description: String
    /// Erases a style.
    public init<S: ShapeStyle>(_ style: S) { description = String(describing: style) }
}
