import Testing
@testable import QuestGrader

@Suite("Compiler output is read up to a bound")
struct CompilerOutputBoundTests {
    @Test("output past the bound is cut at a line break, with a line saying how much was left out; shorter output is kept whole")
    func bounded() {
        let line = String(repeating: "x", count: 99) + "\n"
        let long = String(repeating: line, count: LearnerCompiler.outputLimit / 100 + 50)
        let kept = LearnerCompiler.bounded(long)
        #expect(kept.utf8.count < LearnerCompiler.outputLimit + 100)
        let lines = kept.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.count == 99 })
        #expect(lines.last?.hasPrefix("note: ") == true && lines.last?.hasSuffix(" more bytes of compiler output left out") == true)
        let short = "Router.swift:3:1: error: expected expression\n"
        #expect(LearnerCompiler.bounded(short) == short)
    }
}
