// Appearance modifiers of controls, lists and presentations that change no behaviour; recorded on the node.

/// The shape of a bordered button: `.buttonBorderShape(.capsule)`.
public struct ButtonBorderShape: Sendable, CustomStringConvertible {
    /// The shape's name.
    public let description: String
    /// As the platform chooses.
    public static let automatic = ButtonBorderShape(description: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(description: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(description: "roundedRectangle")
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(description: "circle")
    /// A rounded rectangle with a corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(description: "roundedRectangle(\(radius))") }
}

/// The order of a menu's items: `.menuOrder(.fixed)`.
public struct MenuOrder: Sendable, CustomStringConvertible {
    /// The order's name.
    public let description: String
    /// As the platform chooses.
    public static let automatic = MenuOrder(description: "automatic")
    /// First item nearest the label.
    public static let priority = MenuOrder(description: "priority")
    /// Top to bottom as written.
    public static let fixed = MenuOrder(description: "fixed")
}

/// How prominent a section header is: `.headerProminence(.increased)`.
public enum Prominence: Sendable {
    /// The standard header.
    case standard
    /// A larger, bolder header.
    case increased
}

/// Whether the view behind a sheet stays interactive: `.presentationBackgroundInteraction(.enabled)`.
public struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
    /// The interaction's name.
    public let description: String
    /// As the system chooses.
    public static let automatic = PresentationBackgroundInteraction(description: "automatic")
    /// Always interactive.
    public static let enabled = PresentationBackgroundInteraction(description: "enabled")
    /// Never interactive.
    public static let disabled = PresentationBackgroundInteraction(description: "disabled")
    /// Interactive up through a detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(description: "enabled(upThrough: \(detent))")
    }
}

/// The tint of a list row's icons: `.listItemTint(.monochrome)`.
public struct ListItemTint: Sendable, CustomStringConvertible {
    /// The tint's description.
    public let description: String
    /// Grey, whatever the app's tint.
    public static let monochrome = ListItemTint(description: "monochrome")
    /// Always `color`.
    public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(description: "fixed(\(color))") }
    /// `color` unless the user chose otherwise.
    public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(description: "preferred(\(color))") }
}

extension View {
    /// The shape of bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("buttonBorderShape", [shape], fileID: fileID, line: line)
    }

    /// Whether choosing a menu's action closes the menu (recorded; a chosen option always runs here).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("menuActionDismissBehavior", [behavior.name], fileID: fileID, line: line)
    }

    /// Whether the menus inside show their indicator (the chevron beside a menu's label).
    public func menuIndicator(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("menuIndicator", [visibility], fileID: fileID, line: line)
    }

    /// The margins of the scroll views' content or indicators inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("contentMargins", [length.map { "\($0)" } ?? "nil", placement.name], fileID: fileID, line: line)
    }

    /// The same margin on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic, fileID: String = #fileID, line: Int = #line) -> some View {
        contentMargins(.all, length, for: placement, fileID: fileID, line: line)
    }

    /// A margin per edge.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("contentMargins", ["\(insets)", placement.name], fileID: fileID, line: line)
    }

    /// The order of the menus' items inside.
    public func menuOrder(_ order: MenuOrder, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("menuOrder", [order], fileID: fileID, line: line)
    }

    /// The prominence of the section headers inside.
    public func headerProminence(_ prominence: Prominence, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("headerProminence", [prominence], fileID: fileID, line: line)
    }

    /// The tint of a row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listRowSeparatorTint", [color.map(\.description) ?? "nil"], fileID: fileID, line: line)
    }

    /// The tint of a section's separators.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listSectionSeparatorTint", [color.map(\.description) ?? "nil"], fileID: fileID, line: line)
    }

    /// Whether a section's separators show.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listSectionSeparator", [visibility], fileID: fileID, line: line)
    }

    /// The tint of the rows' icons inside.
    public func listItemTint(_ tint: ListItemTint?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listItemTint", [tint.map(\.description) ?? "nil"], fileID: fileID, line: line)
    }

    /// The tint of the rows' icons inside, as a colour.
    public func listItemTint(_ color: Color?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listItemTint", [color.map(\.description) ?? "nil"], fileID: fileID, line: line)
    }

    /// Marks the view as holding private data, redacted when the screen is shared or locked.
    public func privacySensitive(_ sensitive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("privacySensitive", [sensitive], fileID: fileID, line: line)
    }

    /// Shows the view unredacted inside a `.redacted(reason:)` view.
    public func unredacted(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("unredacted", fileID: fileID, line: line)
    }

    /// Whether the views behind a sheet stay interactive.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationBackgroundInteraction", [interaction], fileID: fileID, line: line)
    }
}

/// Where `.contentMargins` applies.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content and the indicators, as the system decides.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Whether a menu closes when one of its actions is chosen.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// It closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// It stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
