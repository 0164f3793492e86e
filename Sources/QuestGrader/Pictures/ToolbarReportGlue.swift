import QuestLayout

/// The glue of another check set, plus the toolbar report (`ToolbarDescription.HarnessReport.check`): a check no
/// lesson lists, which the grader adds when it needs the learner's toolbar laid out by the harness.
struct ToolbarReportGlue: HarnessGlue {
    let base: any HarnessGlue

    func statements(check: String, entry: String, sources: [SwiftSourceFile]) -> String? {
        guard check == ToolbarDescription.HarnessReport.check else {
            return base.statements(check: check, entry: entry, sources: sources)
        }
        return "harness.add(\"\(check)\", ToolbarReportCheck(view: { \(entry)() }))"
    }

    func statements(checkFile file: SwiftSourceFile, name: String) throws -> String {
        try base.statements(checkFile: file, name: name)
    }

    func contract(check: String, entry: String, diagnostics: [String]) -> String {
        guard check == ToolbarDescription.HarnessReport.check else {
            return base.contract(check: check, entry: entry, diagnostics: diagnostics)
        }
        return "expected a view named \(entry) that can be created with \(entry)(), to lay out its toolbar"
    }
}
