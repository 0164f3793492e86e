/// Adding a row as a person would, for the checks that tap Add (`toolbar-layout`, `search-filter`).
extension Screen {
    /// Taps `control` and finishes what it started: fills in and confirms the form it presents (typing `name`), lets
    /// the work it started run (`Task { await add() }`), and comes back to the list when it pushed a screen (an Add
    /// that opens the new row's page). Returns what was done besides the tap (`the sheet opened; typed …`), or nil.
    func tapAndFinish(_ control: ToolbarControl, typing name: String) async throws -> String? {
        let depth = navigationPath.count
        try tap(control)
        await settle()
        var done = try completePresentedForm(typing: name).map { [$0] } ?? []
        await settle()
        var pushed = 0
        while navigationPath.count > depth, pushed < 8 {
            try back()
            pushed += 1
        }
        if pushed > 0 { done.append("went back from the screen it opened") }
        return done.isEmpty ? nil : done.joined(separator: "; ")
    }
}
