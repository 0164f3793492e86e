public import QuestCore
import QuestLayout

extension Grader {
    /// Grades `exercises` as `grade(_:workspace:)` does, and for those whose id is in `ids` also has the harness report
    /// the learner's toolbar (`ExerciseGrade.reportedToolbar`). The report's results are taken out of the grade, so
    /// the verdict is the same as without it. When the report cannot be compiled for an exercise (its entry is not a
    /// view), the exercises are graded without it.
    public func grade(
        _ exercises: [(exercise: Exercise, taskID: Int)], workspace: LearnerWorkspace, lessonFile: String? = nil,
        reportingToolbarsOf ids: Set<String>
    ) -> [ExerciseGrade] {
        let check = ToolbarDescription.HarnessReport.check
        guard exercises.contains(where: { ids.contains($0.exercise.id) }) else { return grade(exercises, workspace: workspace, lessonFile: lessonFile) }
        let asked = exercises.map { entry in
            guard ids.contains(entry.exercise.id) else { return entry }
            var exercise = entry.exercise
            exercise.checks.append(check)
            return (exercise, entry.taskID)
        }
        var reporting = self
        reporting.glue = ToolbarReportGlue(base: glue)
        let grades = reporting.grade(asked, workspace: workspace, lessonFile: lessonFile)
        let reportDidNotCompile = zip(asked, grades).contains { entry, grade in
            let glue = HarnessSource.glueFileName(exercise: entry.exercise.id, check: check)
            return grade.outcome == .didNotCompile && grade.diagnostics.contains { $0.file == glue && $0.isError }
        }
        if reportDidNotCompile { return grade(exercises, workspace: workspace, lessonFile: lessonFile) }
        return grades.map { grade in
            var grade = grade
            grade.reportedToolbar = ReportedToolbar(results: grade.results)
            grade.results.removeAll { $0.check == check }
            grade.checks.removeAll { $0 == check }
            return grade
        }
    }
}
