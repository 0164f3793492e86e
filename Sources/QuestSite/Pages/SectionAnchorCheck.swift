import Foundation
public import QuestCore

/// `quest lint`'s warning for a lesson's own check (`Lessons/<slug>/checks/*.swift`) whose `section: "#…"` names no
/// anchor of the lesson's page: `quest hint` and the report's link would fall back to the exercise. Located at the
/// string in the check file. Listed in `Quest.lessonChecks`.
public struct SectionAnchorCheck: LessonCheck {
    public init() {}

    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        let folder = ((lesson.file as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("\(lesson.slug)/checks")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !names.isEmpty else { return [] }
        let page = LessonPage(lesson: lesson, cardCount: 0, site: SiteValues(title: "", description: "", lessonCount: 1), previous: nil, next: nil)
        let anchors = page.anchors
        var found: [Diagnostic] = []
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for match in line.matches(of: #/section:\s*"#?([^"\\]*)"/#) {
                    let anchor = String(match.1)
                    guard !anchors.contains(anchor) else { continue }
                    let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                    let near = anchors.sorted().min { EditDistance.between($0, anchor) < EditDistance.between($1, anchor) }
                    let suggestion = near.flatMap { EditDistance.between($0, anchor) <= 3 ? " (did you mean #\($0)?)" : nil } ?? ""
                    found.append(Diagnostic(
                        .warning, at: SourceLocation(file: path, line: number + 1, column: column), .unknownSectionAnchor,
                        "section \"#\(anchor)\" is no anchor of \(lesson.slug)'s page\(suggestion); hints would show the exercise instead"
                    ))
                }
            }
        }
        return found
    }
}
