/// A colour, usable as a view and as a style: `Color.blue`, `.foregroundStyle(.red)`.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible {
    /// The colour's name as the learner wrote it.
    nonisolated public let description: String

    nonisolated init(_ description: String) { self.description = description }

    /// A colour from the asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }
    /// A colour from RGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { description = "rgb(\(red), \(green), \(blue))" }
    /// A colour in a colour space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) { description = "rgb(\(red), \(green), \(blue))" }
    /// A colour from HSB components.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { description = "hsb(\(hue), \(saturation), \(brightness))" }
    /// A grey.
    public init(white: Double, opacity: Double = 1) { description = "white(\(white))" }

    /// The same colour with an opacity.
    public func opacity(_ opacity: Double) -> Color { Color("\(description).opacity(\(opacity))") }
    /// A gradient of the colour.
    public var gradient: AnyGradient { AnyGradient() }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        var node = ViewNode(kind: "Color", context: context.descending(into: "Color"))
        node.modifiers.append(ModifierRecord(name: "color", arguments: [description]))
        return [node]
    }

    /// RGB colour spaces.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    nonisolated public static let black = Color("black")
    nonisolated public static let white = Color("white")
    nonisolated public static let gray = Color("gray")
    nonisolated public static let red = Color("red")
    nonisolated public static let green = Color("green")
    nonisolated public static let blue = Color("blue")
    nonisolated public static let orange = Color("orange")
    nonisolated public static let yellow = Color("yellow")
    nonisolated public static let pink = Color("pink")
    nonisolated public static let purple = Color("purple")
    nonisolated public static let primary = Color("primary")
    nonisolated public static let secondary = Color("secondary")
    nonisolated public static let accentColor = Color("accentColor")
    nonisolated public static let clear = Color("clear")
    nonisolated public static let mint = Color("mint")
    nonisolated public static let teal = Color("teal")
    nonisolated public static let cyan = Color("cyan")
    nonisolated public static let indigo = Color("indigo")
    nonisolated public static let brown = Color("brown")
}

/// A gradient made from one colour.
public struct AnyGradient: ShapeStyle, Hashable {}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
}
