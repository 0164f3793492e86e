/// A part of the screen a toolbar item can end up in.
public nonisolated enum ToolbarLayoutRegion: String, Sendable, Hashable, CaseIterable {
    /// The leading edge of the top bar (after the back button).
    case leading
    /// The centre of the top bar, where a principal item replaces the inline title.
    case principal
    /// The trailing edge of the top bar, before the overflow button.
    case trailing
    /// After the overflow button, at the very trailing edge (iOS 27 `topBarPinnedTrailing`).
    case pinnedTrailing
    /// The bottom toolbar (on the Mac: the button row of a sheet).
    case bottomBar
    /// The bar above the software keyboard (on the Mac: the Touch Bar).
    case keyboard
    /// Inside the overflow menu behind the `⋯` button.
    case overflow
    /// Not shown: the placement does not exist on this platform (for example `bottomBar` on the Mac).
    case unavailable
}
