import QuestCore
import Testing

/// SplitMix64: a tiny seeded generator, so every run mutates lesson 22 the same way.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Robustness")
struct RobustnessTests {
    /// Fragments that stress the format's edges when dropped into random places.
    static let fragments = [
        "---", "## Exercise", "```", "```quest-exercise", "### Answer", "### Show the answer", "- ", "> ", "lesson: x",
        "lesson: 22", "title:", "checks: teleport", "starter: ../..", "## Interview problem · Part", "## Resources",
        "## After this lesson you should be able to answer", "\t", "é", "\u{0}", "\r", "#", "    code", "1. item",
        "[link](", "<div>", "***", "## New in", "id:", "entry: Router",
    ]

    @Test("3,000 seeded mutations of lesson 22 parse without a crash, and every diagnostic points into the file")
    func mutations() throws {
        let original = try TestCourse.lesson22.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let knownCodes = Set(DiagnosticCode.allCases.map(\.rawValue))
        var generator = SeededGenerator(seed: 22)
        var parsedLessons = 0
        var misplaced: [String] = []
        for round in 0..<3_000 {
            var lines = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                Self.mutate(&lines, using: &generator)
            }
            let text = lines.joined(separator: "\n")
            let result = LessonParser(checksExerciseFolders: false).parse(file: "lesson22.md", text: text)
            if result.lesson != nil { parsedLessons += 1 }
            let lineCount = max(lines.count, 1)
            for diagnostic in result.diagnostics
            where !(1...lineCount).contains(diagnostic.location.line) || !knownCodes.contains(diagnostic.code) {
                misplaced.append("round \(round): \(diagnostic)")
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.prefix(5))")
        // Most mutations leave the front matter alone, so most mutants are still lessons.
        #expect(parsedLessons > 1_500)
    }

    private static func mutate(_ lines: inout [String], using generator: inout SeededGenerator) {
        guard !lines.isEmpty else {
            lines.append(fragments.randomElement(using: &generator) ?? "")
            return
        }
        let index = Int.random(in: 0..<lines.count, using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[index], at: index)
        case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &generator))
        case 3: lines.insert(fragments.randomElement(using: &generator) ?? "", at: index)
        case 4: lines[index] = (fragments.randomElement(using: &generator) ?? "") + lines[index]
        case 5:
            let line = Array(lines[index])
            lines[index] = String(line.prefix(Int.random(in: 0...line.count, using: &generator)))
        default: lines.removeSubrange(index..<min(lines.count, index + Int.random(in: 1...20, using: &generator)))
        }
    }
}
