import Foundation
public import QuestCore

/// `entry:` names the type `quest check` looks for in a learner's files to know which exercise they are doing: a
/// name the starter or the solution does not declare (`TripVeiw` for `TripView`) lets a course lint, build and even
/// validate (which grades each exercise by its id), yet no learner could be graded. Checked by `quest lint` and
/// `quest validate` (not by `quest build`, whose lesson cache keys a lesson by its own bytes, not its folders').
public enum ExerciseEntryCheck {
    public static let code = "entry-not-declared"

    /// An error at each `entry:` line whose type the exercise's starter or solution folder does not declare. A folder
    /// that is missing or unreadable is left to the parser's own `missing-exercise-folder`.
    public static func diagnostics(for course: Course) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for lesson in course.lessons {
            var lines: [Substring]?
            for (exercise, _) in GradableExercises.all(in: lesson) {
                for (key, folder) in [("starter", exercise.starter), ("solution", exercise.solution)] {
                    guard let folder,
                          let workspace = try? LearnerWorkspace.read(LearnerFiles.join(course.directory, folder)),
                          !workspace.sources.isEmpty, workspace.declaration(of: exercise.entry) == nil else { continue }
                    if lines == nil {
                        lines = (try? String(contentsOfFile: lesson.file, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
                    }
                    found.append(Diagnostic(.error, at: location(of: exercise, in: lesson, lines: lines ?? []), code: code,
                                            message(exercise: exercise, key: key, folder: folder, workspace: workspace)))
                }
            }
        }
        return found
    }

    /// The `entry:` line of the exercise's block (its value's column), else the block's opening fence.
    private static func location(of exercise: Exercise, in lesson: Lesson, lines: [Substring]) -> SourceLocation {
        for index in max(exercise.line, 1)..<min(exercise.line + 40, lines.count + 1) {
            let line = lines[index - 1]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("```") && index > exercise.line { break }
            guard trimmed.hasPrefix("entry:"), let value = line.range(of: exercise.entry) else { continue }
            return SourceLocation(file: lesson.file, line: index, column: line.distance(from: line.startIndex, to: value.lowerBound) + 1)
        }
        return SourceLocation(file: lesson.file, line: exercise.line)
    }

    private static func message(exercise: Exercise, key: String, folder: String, workspace: LearnerWorkspace) -> String {
        let declared = workspace.sources.flatMap(\.declarations).map(\.name)
        var text = "`entry: \(exercise.entry)` is not a type `\(key): \(folder)` declares, so `quest check` finds no exercise "
            + "in a learner's files: name the type the learner writes"
        if let near = nearest(to: exercise.entry, among: declared) {
            text += " (did you mean `\(near)`?)"
        } else if !declared.isEmpty {
            text += " (it declares \(declared.prefix(6).map { "`\($0)`" }.joined(separator: ", ")))"
        }
        return text
    }

    /// The declared name within two edits of `name` (a swap of neighbours is one), ignoring case, if any.
    static func nearest(to name: String, among names: [String]) -> String? {
        names.map { ($0, EditDistance.between($0.lowercased(), name.lowercased())) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
