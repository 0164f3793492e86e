nonisolated extension ToolbarDescription {
    /// The names under which the grading harness reports a learner's toolbar, as results of a check that lessons
    /// never list: `declared` holds the toolbar as `text`, and one result per device id (`iphone-se`) holds its text
    /// picture as the harness resolved it. The harness writes them and the grader reads them by these names only.
    public nonisolated enum HarnessReport {
        /// The check's name in the results file.
        public static let check = "toolbar-picture"
        /// The result whose picture is the toolbar as a description (`ToolbarDescription.text`).
        public static let declared = "declared"
    }
}
