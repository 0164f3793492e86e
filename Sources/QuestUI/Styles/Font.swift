/// A font; recorded on nodes by name.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font as the learner wrote it: `largeTitle`, `system(size: 17)`.
    public let description: String

    init(_ description: String) { self.description = description }

    /// Large title.
    public static let largeTitle = Font("largeTitle")
    /// Extra large title.
    public static let extraLargeTitle = Font("extraLargeTitle")
    /// Title.
    public static let title = Font("title")
    /// Second title.
    public static let title2 = Font("title2")
    /// Third title.
    public static let title3 = Font("title3")
    /// Headline.
    public static let headline = Font("headline")
    /// Subheadline.
    public static let subheadline = Font("subheadline")
    /// Body.
    public static let body = Font("body")
    /// Callout.
    public static let callout = Font("callout")
    /// Footnote.
    public static let footnote = Font("footnote")
    /// Caption.
    public static let caption = Font("caption")
    /// Second caption.
    public static let caption2 = Font("caption2")

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font("system(size: \(size))") }
    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font("system(\(style))") }
    /// A named font.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font("custom(\(name), \(size))") }
    /// A named font relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { Font("custom(\(name), \(size))") }
    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font("custom(\(name), \(fixedSize))") }

    /// Bold.
    public func bold() -> Font { Font(description + ".bold") }
    /// Italic.
    public func italic() -> Font { Font(description + ".italic") }
    /// Monospaced.
    public func monospaced() -> Font { Font(description + ".monospaced") }
    /// Monospaced digits.
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit") }
    /// Small caps.
    public func smallCaps() -> Font { Font(description + ".smallCaps") }
    /// A weight.
    public func weight(_ weight: Weight) -> Font { Font(description + ".\(weight)") }
    /// A width.
    public func width(_ width: Width) -> Font { Font(description + ".width") }

    /// Font weights.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// The name.
        public let description: String
        /// Ultra light.
        public static let ultraLight = Weight(description: "ultraLight")
        /// Thin.
        public static let thin = Weight(description: "thin")
        /// Light.
        public static let light = Weight(description: "light")
        /// Regular.
        public static let regular = Weight(description: "regular")
        /// Medium.
        public static let medium = Weight(description: "medium")
        /// Semibold.
        public static let semibold = Weight(description: "semibold")
        /// Bold.
        public static let bold = Weight(description: "bold")
        /// Heavy.
        public static let heavy = Weight(description: "heavy")
        /// Black.
        public static let black = Weight(description: "black")
    }

    /// Font designs.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Font widths.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        /// Compressed.
        public static let compressed = Width(value: -0.3)
        /// Condensed.
        public static let condensed = Width(value: -0.2)
        /// Standard.
        public static let standard = Width(value: 0)
        /// Expanded.
        public static let expanded = Width(value: 0.2)
    }

    /// Dynamic Type text styles.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, extraLargeTitle, extraLargeTitle2, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
