import QuestLayout

/// ```` ```quest-toolbar ```` blocks: read wherever they are, every mistake located at its line and column.
extension LessonBodyParser {
    mutating func toolbarPictures(exercises: [Exercise]) -> [ToolbarPicture] {
        codeBlocks.compactMap { block in
            guard let (info, literal) = block.codeBlock.map({ ($0.info, $0.literal) }),
                  info.split(separator: " ").first.map(String.init) == ToolbarPicture.language else { return nil }
            return picture(block, literal: literal, exercises: exercises)
        }
    }

    private mutating func picture(_ block: MarkdownNode, literal: String, exercises: [Exercise]) -> ToolbarPicture {
        let (toolbar, problems) = ToolbarDescription.parse(literal)
        for problem in problems {
            // `.noItems` is about the whole block, reported at its fence; the others at their own line.
            let line = problem.kind == .noItems ? block.line : block.line + 1 + problem.line
            let column = problem.kind == .noItems ? block.column : block.column + problem.column - 1
            diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: line, column: column),
                                          Self.code(for: problem.kind), problem.message))
        }
        var exercise = toolbar.exercise ?? exercises.first?.id
        if let named = toolbar.exercise, !exercises.contains(where: { $0.id == named }) {
            let known = exercises.map(\.id).joined(separator: ", ")
            error(block.line, .unknownToolbarExercise, "this toolbar names the exercise `\(named)`, which the lesson "
                + "does not have" + (known.isEmpty ? "" : " (exercises: \(known))"))
            exercise = nil
        } else if exercise == nil {
            warn(block.line, .uncheckedToolbar, "this lesson has no exercise, so `quest validate` cannot check that "
                + "the toolbar is what a solution shows")
        }
        return ToolbarPicture(exercise: exercise, source: literal, line: block.line)
    }

    static func code(for kind: ToolbarDescription.Problem.Kind) -> DiagnosticCode {
        switch kind {
        case .malformedLine: .malformedToolbarLine
        case .unknownKey: .unknownToolbarKey
        case .duplicateKey: .duplicateToolbarKey
        case .unknownAttribute: .unknownToolbarAttribute
        case .unknownPlacement: .unknownToolbarPlacement
        case .invalidPriority: .invalidToolbarPriority
        case .unknownDevice: .unknownToolbarDevice
        case .noItems: .emptyToolbar
        }
    }
}
