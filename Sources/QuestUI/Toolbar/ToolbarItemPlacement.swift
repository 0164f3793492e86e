/// Where a toolbar item goes, described by its role so each platform can place it.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name, as the toolbar layout reads it.
    public let name: String

    /// The name.
    public var description: String { name }

    /// The system decides.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The most important action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A less important action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Confirms a modal (Done, Save).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Cancels a modal.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// Deletes in a modal.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Navigates (back, sidebar).
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// Status information.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// iOS 27: the trailing edge of the top bar, never moved into the overflow menu.
    public static let topBarPinnedTrailing = ToolbarItemPlacement(name: "topBarPinnedTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The title menu.
    public static let title = ToolbarItemPlacement(name: "title")
    /// The large subtitle area (iOS 26).
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
    /// The leading edge of the navigation bar (deprecated name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar (deprecated name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A bar that `.toolbar(_:for:)` and `.toolbarBackground(_:for:)` refer to.
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The bar's name.
    public let description: String
    /// The system decides.
    public static let automatic = ToolbarPlacement(description: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(description: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(description: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(description: "bottomBar")
    /// The window toolbar.
    public static let windowToolbar = ToolbarPlacement(description: "windowToolbar")
}

/// The role of a toolbar, for `.toolbarRole(_:)`.
public struct ToolbarRole: Sendable, CustomStringConvertible {
    /// The role's name.
    public let description: String
    /// The system decides.
    public static let automatic = ToolbarRole(description: "automatic")
    /// Navigation stack.
    public static let navigationStack = ToolbarRole(description: "navigationStack")
    /// Browser.
    public static let browser = ToolbarRole(description: "browser")
    /// Editor.
    public static let editor = ToolbarRole(description: "editor")
}
