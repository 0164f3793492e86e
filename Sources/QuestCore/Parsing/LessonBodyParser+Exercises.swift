/// `quest-exercise` blocks: reading them where they belong, and reporting those that are stray or clash.
extension LessonBodyParser {
    mutating func exercise(in section: LessonSection, title: String) -> Exercise? {
        let blocks = exerciseBlocks(in: section.lines)
        guard let block = blocks.first else {
            error(section.line, .missingExerciseBlock,
                  "this exercise has no ```quest-exercise block; add one with `id:`, `entry:` and `checks:`")
            return nil
        }
        for extra in blocks.dropFirst() {
            error(extra.line, .extraExerciseBlock,
                  "a second ```quest-exercise block in one exercise; give it its own `## Exercise: <title>` section")
        }
        let prompt = source.slice(section.start, section.end, removing: block.line...block.endLine)
        return exercises.parse(block, title: title, prompt: prompt, diagnostics: &diagnostics)
    }

    /// Marks and returns the `quest-exercise` blocks whose opening fence lies in `lines`.
    mutating func exerciseBlocks(in lines: ClosedRange<Int>) -> [MarkdownNode] {
        let blocks = codeBlocks.filter { $0.isExerciseBlock && lines.contains($0.line) }
        for block in blocks { consumedExerciseBlocks.insert(block.line) }
        return blocks
    }

    mutating func reportStrayExerciseBlocks() {
        for block in codeBlocks where block.isExerciseBlock && !consumedExerciseBlocks.contains(block.line) {
            error(block.line, .exerciseBlockOutsideExercise,
                  "a ```quest-exercise block belongs under `## Exercise` or in an interview's `### Answer`; this one is ignored")
        }
    }

    mutating func reportDuplicateExerciseIDs(_ lesson: Lesson) {
        var seen: [String: Int] = [:]
        for exercise in lesson.exercises + [lesson.interview?.exercise].compactMap({ $0 }) {
            if let earlier = seen[exercise.id] {
                error(exercise.line, .duplicateExerciseID,
                      "the exercise id `\(exercise.id)` is already used at line \(earlier); ids must be unique in a lesson")
            } else {
                seen[exercise.id] = exercise.line
            }
        }
    }
}
