public import QuestUI

/// Reports the learner's toolbar to the grader; lessons never list it (the grader adds it, as
/// `ToolbarDescription.HarnessReport.check`, for `quest validate` and `quest check --pictures`). Its results are data,
/// not verdicts: `declared` carries the items and context QuestUI read from the real view, as a `ToolbarDescription`'s
/// text, and one result per device id carries the text picture the layout engine resolves here, in the harness.
public struct ToolbarReportCheck: Check {
    let view: @MainActor () -> any View

    /// Reports the toolbar of the learner's view.
    public init<Content: View>(view: @escaping @MainActor () -> Content) {
        self.view = view
    }

    public func run(_ check: CheckContext) async throws {
        let screen = await check.screen(view())
        let layouts = DeviceProfile.all.map { screen.toolbarLayout(for: $0) }
        let context = layouts.first?.context ?? ToolbarLayoutContext()
        let toolbar = ToolbarDescription(context: context, items: screen.toolbarControls.map(\.item))
        check.record(ToolbarDescription.HarnessReport.declared, Self.report(toolbar.text))
        for layout in layouts {
            check.record(layout.profile.id, Self.report(layout.textPicture))
        }
    }

    private static func report(_ picture: String) -> Verdict {
        Verdict(passed: true, expected: "", actual: "", section: .newInIOS27, picture: picture)
    }
}
