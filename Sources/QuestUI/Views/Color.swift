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

    /// black.
    nonisolated public static let black = Color("black")
    /// white.
    nonisolated public static let white = Color("white")
    /// gray.
    nonisolated public static let gray = Color("gray")
    /// red.
    nonisolated public static let red = Color("red")
    /// green.
    nonisolated public static let green = Color("green")
    /// blue.
    nonisolated public static let blue = Color("blue")
    /// orange.
    nonisolated public static let orange = Color("orange")
    /// yellow.
    nonisolated public static let yellow = Color("yellow")
    /// pink.
    nonisolated public static let pink = Color("pink")
    /// purple.
    nonisolated public static let purple = Color("purple")
    /// primary.
    nonisolated public static let primary = Color("primary")
    /// secondary.
    nonisolated public static let secondary = Color("secondary")
    /// accentColor.
    nonisolated public static let accentColor = Color("accentColor")
    /// clear.
    nonisolated public static let clear = Color("clear")
    /// mint.
    nonisolated public static let mint = Color("mint")
    /// teal.
    nonisolated public static let teal = Color("teal")
    /// cyan.
    nonisolated public static let cyan = Color("cyan")
    /// indigo.
    nonisolated public static let indigo = Color("indigo")
    /// brown.
    nonisolated public static let brown = Color("brown")
}

/// A gradient made from one colour.
public struct AnyGradient: ShapeStyle, Hashable {}

extension ShapeStyle where Self == Color {
    /// black.
    public static var black: Color { Color.black }
    /// white.
    public static var white: Color { Color.white }
    /// gray.
    public static var gray: Color { Color.gray }
    /// red.
    public static var red: Color { Color.red }
    /// green.
    public static var green: Color { Color.green }
    /// blue.
    public static var blue: Color { Color.blue }
    /// orange.
    public static var orange: Color { Color.orange }
    /// yellow.
    public static var yellow: Color { Color.yellow }
    /// pink.
    public static var pink: Color { Color.pink }
    /// purple.
    public static var purple: Color { Color.purple }
    /// accentColor.
    public static var accentColor: Color { Color.accentColor }
    /// clear.
    public static var clear: Color { Color.clear }
    /// mint.
    public static var mint: Color { Color.mint }
    /// teal.
    public static var teal: Color { Color.teal }
    /// cyan.
    public static var cyan: Color { Color.cyan }
    /// indigo.
    public static var indigo: Color { Color.indigo }
    /// brown.
    public static var brown: Color { Color.brown }
}
