/// Adding a row as a person would, for the checks that tap Add (`toolbar-layout`, `search-filter`).
extension Screen {
    /// Lets a second of the view's virtual time pass (on a real screen; a scripted one has no clock), so that the
    /// debounces and delays started so far run: longer than any debounce a search uses (0.3 to 0.8 s in learners'
    /// code), and no person taps within a second of a screen appearing (a Combine pipeline whose first, empty query
    /// is debounced shows its rows only then, as on a device).
    func letDebouncesFinish() async {
        await (self as? ViewHostScreen)?.advance(by: .seconds(1))
    }

    /// Lets a minute of virtual time pass, or less when timers tick often (at most 120 sleeps and timers fire): what
    /// a person reading the list sees; an order or a filter a delayed task or a timer undoes has been undone by then.
    func letTimePass() async {
        await (self as? ViewHostScreen)?.advance(by: .seconds(60), firingAtMost: 120)
    }

    /// Taps `control` and finishes what it started: fills in and confirms the form it presents (typing `name`), lets
    /// the work it started run (`Task { await add() }`), and comes back to the list when it pushed a screen (an Add
    /// that opens the new row's page). Returns what was done besides the tap (`the sheet opened; typed …`), or nil.
    func tapAndFinish(_ control: ToolbarControl, typing name: String) async throws -> String? {
        try await tapAndFinishReporting(control, typing: name).done
    }

    /// `tapAndFinish`, with what filling in the form did, when the tap presented one.
    func tapAndFinishReporting(_ control: ToolbarControl, typing name: String) async throws -> (done: String?, form: FormReport?) {
        let depth = navigationPath.count
        try tap(control)
        await settle()
        let form = try completePresentedForm(typing: name)
        var done = form.map { [$0.description] } ?? []
        await settle()
        var pushed = 0
        while navigationPath.count > depth, pushed < 8 {
            try back()
            pushed += 1
        }
        if pushed > 0 { done.append("went back from the screen it opened") }
        return (done.isEmpty ? nil : done.joined(separator: "; "), form)
    }
}
