public import QuestAnalyzer

/// GitHub's advice: one `::notice file=…,line=…,col=…,title=…::…` workflow command per comment, so each shows on its
/// line of the pull request. Escaped as `GitHubAnnotation` escapes diagnostics (its `%` escapes over `VisibleText`).
public enum AdviceGitHub {
    /// The commands, one per line (empty when there is no advice).
    public static func notices(_ advice: [Advice], directory: String = "") -> String {
        advice.map { item in
            let file = directory.isEmpty || directory == "." ? item.file : directory + "/" + item.file
            let properties = [
                "file=\(GitHubAnnotation.escapeProperty(file))", "line=\(item.line)", "col=\(item.column)",
                "title=\(GitHubAnnotation.escapeProperty("\(item.kind.rawValue): \(item.rule)"))",
            ]
            let message = item.message + (item.section.map { " (read: \($0))" } ?? "")
            return "::notice \(properties.joined(separator: ","))::\(GitHubAnnotation.escapeData(message))\n"
        }.joined()
    }
}
