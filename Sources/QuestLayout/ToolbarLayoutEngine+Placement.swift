// Where each placement goes on each platform. Every rule cites Apple's documentation of the placement
// (developer.apple.com/documentation/swiftui/toolbaritemplacement/…); Docs/toolbar-layout.md has the full table.
nonisolated extension ToolbarLayoutEngine {
    /// The region an item asks for on a device, before the width budget moves anything into the overflow menu.
    public func region(
        for item: ToolbarLayoutItem,
        context: ToolbarLayoutContext,
        idiom: DeviceProfile.Idiom
    ) -> ToolbarLayoutRegion {
        if item.isInOverflowMenu {
            // ToolbarOverflowMenu: "always placed in the toolbar's overflow menu"; iOS, iPadOS and visionOS only.
            return idiom == .mac ? .unavailable : .overflow
        }
        switch idiom {
        case .mac: return macRegion(for: item.placement)
        case .phone, .pad: return mobileRegion(for: item.placement, context: context, idiom: idiom)
        }
    }

    private func mobileRegion(
        for placement: ToolbarLayoutPlacement,
        context: ToolbarLayoutContext,
        idiom: DeviceProfile.Idiom
    ) -> ToolbarLayoutRegion {
        switch placement {
        case .automatic:
            // "In iPadOS, … in the center of the navigation bar if the navigation bar supports customization.
            // Otherwise … the trailing position." iOS: trailing.
            return idiom == .pad && context.isCustomizable ? .principal : .trailing
        case .primaryAction, .confirmationAction, .destructiveAction, .topBarTrailing, .navigationBarTrailing:
            // confirmationAction: "the same location as a primaryAction"; destructiveAction: "trailing edge".
            return .trailing
        case .secondaryAction:
            // iOS 16+: the overflow menu; on iPadOS the editor and browser roles "allow for toolbar items to occupy
            // the center".
            return idiom == .pad && allowsCentreItems(context) ? .principal : .overflow
        case .cancellationAction, .topBarLeading, .navigationBarLeading:
            return .leading
        case .navigation:
            // "If a system navigation item such as a back button is present in a compact width, it instead appears
            // in the primaryAction placement."
            return idiom == .phone && context.showsBackButton ? .trailing : .leading
        case .principal:
            return .principal
        case .status, .bottomBar:
            // status: "the center of the bottom toolbar".
            return .bottomBar
        case .keyboard:
            return .keyboard
        case .topBarPinnedTrailing:
            return .pinnedTrailing
        }
    }

    private func macRegion(for placement: ToolbarLayoutPlacement) -> ToolbarLayoutRegion {
        switch placement {
        case .automatic, .primaryAction, .secondaryAction:
            // automatic: "in the current toolbar section in order of leading to trailing".
            return .trailing
        case .navigation:
            // "the leading edge of the toolbar ahead of the inline title".
            return .leading
        case .principal, .status:
            return .principal
        case .confirmationAction, .cancellationAction, .destructiveAction:
            // Modal placements: the button row of a sheet.
            return .bottomBar
        case .keyboard:
            // "On macOS, keyboard items will be placed inside the Touch Bar."
            return .keyboard
        case .topBarLeading, .topBarTrailing, .navigationBarLeading, .navigationBarTrailing, .bottomBar,
             .topBarPinnedTrailing:
            return .unavailable
        }
    }

    func allowsCentreItems(_ context: ToolbarLayoutContext) -> Bool {
        context.role == .editor || context.role == .browser
    }

    /// On the Mac a sheet's buttons read destructive, cancel, confirm from leading to trailing.
    func macSheetRank(_ placement: ToolbarLayoutPlacement) -> Int {
        switch placement {
        case .destructiveAction: 0
        case .cancellationAction: 1
        case .confirmationAction: 2
        default: 1
        }
    }
}
