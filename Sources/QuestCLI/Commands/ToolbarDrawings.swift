import Foundation
import QuestCore
import QuestGrader
import QuestLayout

/// `quest check --pictures DIR`: the learner's toolbars as the harness laid them out, drawn as the lesson page draws
/// its pictures (same engine, same SVG), one file per exercise and device.
enum ToolbarDrawings {
    /// The exercises whose toolbar is drawn: those a lesson picture shows, and those the toolbar check grades.
    static func exercises(in lesson: Lesson) -> Set<String> {
        let shown = lesson.toolbarPictures.compactMap(\.exercise)
        let checked = GradableExercises.all(in: lesson).map(\.exercise)
            .filter { $0.checks.contains(BuiltInCheck.toolbarLayout.rawValue) }.map(\.id)
        return Set(shown + checked)
    }

    /// Writes the drawings of every grade that reported a toolbar, on the devices of the lesson's picture of that
    /// exercise (else the default three), and says where on standard error.
    static func write(_ grades: [ExerciseGrade], of lesson: Lesson, to folder: String, _ context: CommandContext) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for grade in grades {
            guard let reported = grade.reportedToolbar else { continue }
            let profiles = lesson.toolbarPictures.first { $0.exercise == grade.exerciseID }?.toolbar.profiles
                ?? ToolbarDescription.defaultProfiles
            for (file, svg) in reported.drawings(exercise: grade.exerciseID, profiles: profiles) {
                let path = (folder as NSString).appendingPathComponent(file)
                try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
                written.append(path)
            }
        }
        context.errors.line(written.isEmpty
            ? "no toolbar pictures: no exercise's toolbar could be laid out"
            : "wrote \(written.count) toolbar picture\(written.count == 1 ? "" : "s"): " + written.joined(separator: ", "))
    }
}
