/// What tapping one toolbar button does to the rows of a fresh screen, when it leaves that screen as the only thing
/// up (no sheet, alert or pushed screen): the probe behind the steps that look for a button of some effect (Shuffle,
/// which reorders the rows; Remove All, which empties them).
struct TapEffect {
    var before: [String]
    var after: [String]

    /// The same rows in another order.
    var reorders: Bool { after != before && RowOrder.isPermutation(after, of: before) }
    /// Rows there before, none after.
    var empties: Bool { !before.isEmpty && after.isEmpty }
}

extension ToolbarLayoutCheck {
    /// Taps `control` on a fresh screen and lets the work it started finish; nil when it cannot be tapped or leaves a
    /// sheet, an alert or a pushed screen up.
    func effect(ofTapping control: ToolbarControl) async -> TapEffect? {
        let screen = await freshScreen()
        let before = screen.rows()
        guard (try? screen.tap(control)) != nil else { return nil }
        await screen.settle()
        guard screen.navigationPath.isEmpty, screen.presentedSheet == nil, screen.presentedAlert == nil else { return nil }
        return TapEffect(before: before, after: screen.rows())
    }
}
