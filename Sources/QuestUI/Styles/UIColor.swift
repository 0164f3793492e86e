// UIKit's system colours, which SwiftUI code reaches without importing UIKit: `Color(.systemBackground)`,
// `Color(uiColor: .secondaryLabel)`. Only the names are kept; nothing else of UIKit is provided.

/// A UIKit colour, by name.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name.
    public let description: String

    /// A colour from RGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        description = "rgb(\(red), \(green), \(blue))"
    }

    /// A colour from the asset catalogue.
    public init?(named name: String) { description = name }

    init(name: String) { description = name }

    /// systemBackground.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// secondarySystemBackground.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// tertiarySystemBackground.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    /// systemGroupedBackground.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// secondarySystemGroupedBackground.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    /// tertiarySystemGroupedBackground.
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    /// systemFill.
    public static let systemFill = UIColor(name: "systemFill")
    /// secondarySystemFill.
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    /// tertiarySystemFill.
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    /// label.
    public static let label = UIColor(name: "label")
    /// secondaryLabel.
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// tertiaryLabel.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// placeholderText.
    public static let placeholderText = UIColor(name: "placeholderText")
    /// separator.
    public static let separator = UIColor(name: "separator")
    /// systemGray.
    public static let systemGray = UIColor(name: "systemGray")
    /// systemGray2.
    public static let systemGray2 = UIColor(name: "systemGray2")
    /// systemGray3.
    public static let systemGray3 = UIColor(name: "systemGray3")
    /// systemGray4.
    public static let systemGray4 = UIColor(name: "systemGray4")
    /// systemGray5.
    public static let systemGray5 = UIColor(name: "systemGray5")
    /// systemGray6.
    public static let systemGray6 = UIColor(name: "systemGray6")
    /// systemRed.
    public static let systemRed = UIColor(name: "systemRed")
    /// systemGreen.
    public static let systemGreen = UIColor(name: "systemGreen")
    /// systemBlue.
    public static let systemBlue = UIColor(name: "systemBlue")
    /// systemOrange.
    public static let systemOrange = UIColor(name: "systemOrange")
    /// systemYellow.
    public static let systemYellow = UIColor(name: "systemYellow")
    /// systemPink.
    public static let systemPink = UIColor(name: "systemPink")
    /// systemPurple.
    public static let systemPurple = UIColor(name: "systemPurple")
    /// systemTeal.
    public static let systemTeal = UIColor(name: "systemTeal")
    /// systemIndigo.
    public static let systemIndigo = UIColor(name: "systemIndigo")
    /// white.
    public static let white = UIColor(name: "white")
    /// black.
    public static let black = UIColor(name: "black")
    /// clear.
    public static let clear = UIColor(name: "clear")
}

extension Color {
    /// A colour from a UIKit colour: `Color(.systemBackground)`.
    public init(_ color: UIColor) { self.init(color.description) }

    /// A colour from a UIKit colour: `Color(uiColor: .secondaryLabel)`.
    public init(uiColor color: UIColor) { self.init(color.description) }
}
