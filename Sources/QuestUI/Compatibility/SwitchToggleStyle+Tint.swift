extension SwitchToggleStyle {
    /// A switch in `tint` (before iOS 15; `.tint(_:)` replaced it). The tint is visual only, so QuestUI drops it.
    public init(tint: Color) {
        self.init()
    }
}
