/// Where a toolbar item asks to go: SwiftUI's `ToolbarItemPlacement` as a plain value the layout engine can resolve.
///
/// The view layer converts each `ToolbarItem(placement:)` into one of these; the engine decides the region per device.
public nonisolated enum ToolbarLayoutPlacement: String, Sendable, Hashable, CaseIterable {
    case automatic
    case primaryAction
    case secondaryAction
    case confirmationAction
    case cancellationAction
    case destructiveAction
    case navigation
    case principal
    case status
    case topBarLeading
    case topBarTrailing
    /// Deprecated spelling of `topBarLeading` (iOS 14–27); resolved exactly like it.
    case navigationBarLeading
    /// Deprecated spelling of `topBarTrailing` (iOS 14–27); resolved exactly like it.
    case navigationBarTrailing
    case bottomBar
    case keyboard
    /// iOS 27: pinned to the trailing edge, outside the overflow menu.
    case topBarPinnedTrailing

    /// The placement with deprecated spellings folded into their replacements.
    public var canonical: ToolbarLayoutPlacement {
        switch self {
        case .navigationBarLeading: .topBarLeading
        case .navigationBarTrailing: .topBarTrailing
        default: self
        }
    }
}
