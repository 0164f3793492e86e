/// The `## Build along` part: `### Step N: Title` headings, each step's ```` ```swift file=… ```` blocks and its
/// `Turns green:` list.
extension LessonBodyParser {
    /// The paragraph that introduces a step's claims (`Turns green:`, normalised: the colon dropped).
    static let claimsLead = "turns green"

    mutating func tutorial(in section: LessonSection) -> Tutorial {
        let headings = section.blocks.filter { $0.headingLevel == 3 && Self.isStepHeading($0) }
        guard !headings.isEmpty else {
            error(section.line, .tutorialWithoutSteps,
                  "`## Build along` holds no `### Step 1: <title>` heading; write one per step, or draft them with `quest draft tutorial`")
            return Tutorial(steps: [], line: section.line)
        }
        let introEnd = headings[0].line - 1
        var steps: [TutorialStep] = []
        for (position, heading) in headings.enumerated() {
            let end = position + 1 < headings.count ? headings[position + 1].line - 1 : section.end
            let blocks = section.blocks.filter { $0.line > heading.endLine && $0.line <= end }
            if let step = step(heading, blocks: blocks, end: end, expected: steps.count + 1) { steps.append(step) }
        }
        return Tutorial(intro: source.slice(section.start, introEnd), steps: steps, line: section.line)
    }

    /// A `###` heading that starts with the word `Step`.
    static func isStepHeading(_ heading: MarkdownNode) -> Bool {
        let words = PartHeading.normalized(heading.plainText).split(separator: " ")
        return words.first.map { $0 == "step" || $0.hasPrefix("step:") || ($0.hasPrefix("step") && $0.dropFirst(4).allSatisfy(\.isNumber)) } ?? false
    }

    /// Reads `Step 2: Add a search field` as (2, "Add a search field").
    static func stepNumberAndTitle(_ text: String) -> (number: Int, title: String)? {
        var rest = Substring(text.trimmingWhitespace).dropFirst(4)
        rest = Substring(rest.trimmingWhitespace)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits) else { return nil }
        rest = Substring(rest.dropFirst(digits.count).trimmingWhitespace)
        guard let separator = rest.first, [":", "·", "-", "–", "—"].contains(separator) else { return nil }
        let title = rest.dropFirst().trimmingWhitespace
        return title.isEmpty ? nil : (number, title)
    }

    private mutating func step(_ heading: MarkdownNode, blocks: [MarkdownNode], end: Int, expected: Int) -> TutorialStep? {
        let text = heading.plainText.trimmingWhitespace
        guard let (number, title) = Self.stepNumberAndTitle(text) else {
            error(heading.line, .malformedStepHeading, "`### \(text)` is not a step heading: write `### Step \(expected): <what the step does>`")
            return nil
        }
        if number != expected {
            error(heading.line, .stepOutOfOrder, "this is step \(expected) of the tutorial, but its heading says \(number): number the steps 1, 2, 3, … in order")
        }
        var removed: [ClosedRange<Int>] = []
        var files: [TutorialFile] = []
        var claims: [CheckClaim] = []
        var claimsFound = false
        for (index, block) in blocks.enumerated() {
            if let model = block.modelCodeBlock, model.language == "swift", let path = model.file {
                removed.append(block.line...block.endLine)
                guard Self.isRelativeSwiftPath(path) else {
                    error(block.line, .stepFilePath, "`file=\(path)` must be a `.swift` path inside the learner's folder, such as `file=ContentView.swift`")
                    continue
                }
                if let earlier = files.first(where: { $0.path == path }) {
                    error(block.line, .duplicateStepFile, "\(path) is given twice in this step (first at line \(earlier.line)); keep one whole file")
                    continue
                }
                files.append(TutorialFile(path: path, code: block.codeBlock?.literal ?? "", line: block.line))
            } else if case .paragraph = block.kind, PartHeading.normalized(block.plainText) == Self.claimsLead {
                claimsFound = true
                removed.append(block.line...block.endLine)
                guard index + 1 < blocks.count, blocks[index + 1].isList else { continue }
                let list = blocks[index + 1]
                removed.append(list.line...list.endLine)
                claims += list.children.compactMap(claim)
            }
        }
        if files.isEmpty {
            error(heading.line, .stepWithoutCode,
                  "step \(number) has no code: add the whole file at this step as a ```swift file=ContentView.swift block")
        }
        if claims.isEmpty {
            error(heading.line, .stepWithoutClaims, claimsFound
                  ? "step \(number)'s `Turns green:` has no list: name each check step it turns green as `- search-filter › <step>`"
                  : "step \(number) does not say what it turns green: end it with `Turns green:` and a list such as `- search-filter › the list has a search field`")
        }
        return TutorialStep(
            number: number, title: title, prose: source.slice(heading.endLine + 1, end, removingAll: removed),
            files: files, claims: claims, line: heading.line
        )
    }

    /// `- search-filter › the list has a search field` (the step name may be in backticks; `>` works as `›`).
    private func claim(_ item: MarkdownNode) -> CheckClaim? {
        guard item.line >= 1, item.line <= source.lines.count else { return nil }
        var text = Substring(source.lines[item.line - 1].trimmingWhitespace)
        if let marker = text.first, ["-", "*", "+"].contains(marker) {
            text = text.dropFirst()
        } else {
            text = text.drop { $0.isNumber }.dropFirst()
        }
        var claim = text.trimmingWhitespace
        if claim.hasPrefix("`") && claim.hasSuffix("`") && claim.count > 1 { claim = String(claim.dropFirst().dropLast()) }
        guard !claim.isEmpty else { return nil }
        for separator in ["›", ">"] {
            if let range = claim.range(of: separator) {
                let check = claim[..<range.lowerBound].trimmingWhitespace
                let step = claim[range.upperBound...].trimmingWhitespace
                return CheckClaim(check: check, step: step.isEmpty ? nil : step, line: item.line)
            }
        }
        return CheckClaim(check: claim, step: nil, line: item.line)
    }

    static func isRelativeSwiftPath(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !path.hasPrefix("/") && !path.hasPrefix("~") && !path.contains("\\")
            && !path.split(separator: "/").contains("..")
    }

    /// Names the starter, solution and exercises the tutorial runs on, and reports claims of checks they do not run.
    mutating func resolveTutorial(_ lesson: inout Lesson) {
        guard var tutorial = lesson.tutorial else { return }
        let exercises = lesson.exercises + (lesson.interview?.exercise.map { [$0] } ?? [])
        guard let first = exercises.first(where: { $0.starter != nil && $0.solution != nil }) else {
            error(tutorial.line, .tutorialWithoutExercise,
                  "a build-along tutorial leads from an exercise's starter to its solution, but no exercise of this lesson names both `starter:` and `solution:`")
            return
        }
        tutorial.starter = first.starter
        tutorial.solution = first.solution
        let graded = exercises.filter { $0.starter == first.starter }
        tutorial.exerciseIDs = graded.map(\.id)
        let checks = graded.flatMap(\.checks)
        // A check an exercise block names that quest does not find is reported there (`unknown-check`) and left out of
        // `checks`: every claim of it would say the same again, so claims are judged once the block's checks are known.
        let blockNamesUnknown = diagnostics.contains { $0.code == DiagnosticCode.unknownCheck.rawValue }
        for claim in tutorial.steps.flatMap(\.claims) where !checks.contains(claim.check) && !blockNamesUnknown {
            error(claim.line, .stepUnknownCheck,
                  "`\(claim.check)` is not a check of the exercises this tutorial builds (checks: \(checks.joined(separator: ", "))); write `- <check> › <step name>`")
        }
        lesson.tutorial = tutorial
    }
}
