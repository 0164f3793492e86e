public import QuestAnalyzer
public import QuestCore

/// The analyzer's advice for a lesson's exercises, each under its own `advice:` tuning. Exercises that share a
/// workspace share its files: a comment is given once, at the most pressing kind any exercise gives it (a rule one
/// exercise turns off is still said for another that does not).
public enum LessonAdvice {
    /// The tuning an exercise's `advice:` items give (items that do not apply are `quest validate`'s to report).
    public static func tuning(for exercise: Exercise) -> AdviceTuning {
        AdviceTuning(exercise.advice)
    }

    /// The advice on `files` (paths as the learner names them) for `exercises`, most pressing first.
    public static func advice(for exercises: [Exercise], files: [(path: String, text: String)]) -> [Advice] {
        let tunings = exercises.isEmpty ? [AdviceTuning()] : exercises.map(tuning(for:))
        var kept: [String: Advice] = [:]
        for tuning in Set(tunings) {
            for advice in Analyzer(tuning: tuning).analyze(files: files) {
                let key = "\(advice.rule)\u{0}\(advice.location)"
                if let earlier = kept[key], earlier.kind <= advice.kind { continue }
                kept[key] = advice
            }
        }
        return kept.values.sorted {
            ($0.kind, $0.file, $0.line, $0.column, $0.rule) < ($1.kind, $1.file, $1.line, $1.column, $1.rule)
        }
    }

    /// The advice on a learner's workspace.
    public static func advice(for exercises: [Exercise], workspace: LearnerWorkspace) -> [Advice] {
        advice(for: exercises, files: workspace.sources.map { ($0.path, $0.text) })
    }
}
