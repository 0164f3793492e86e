import Foundation
import QuestSyntax
import Testing
@testable import QuestGrader

@Suite("Brackets nested too deeply for the parser are refused before it reads them")
struct BracketNestingTests {
    private func nested(_ depth: Int, _ open: String = "[", _ close: String = "]") -> String {
        "let deep = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    }

    @Test("an ordinary file, with brackets in strings, comments and interpolations, is read")
    func ordinary() {
        let text = ##"""
            let table: [[String: [Int]]] = [["a": [1, 2]]]
            let label = "[[[[[[[[[[[[[[[[" // [[[[[[[[[[[[[[[[
            /* [[[[[[[[[[[[[[[[[[[[ /* nested */ ]]] */
            let name = "\(table.count) [\(label)]"
            let raw = #"[[[[[[[[[[[[[[[\#(name)"#
            let pattern = /[[[[[[[[[[[[[[[[a]/
            let extended = #/[[[[[[[[[[[[[[[[[[ "/#
            let half = table.count / 2
            """##
        let nesting = BracketNesting(text: text)
        #expect(nesting.refusal == nil, "\(nesting)")
        #expect(nesting.square == 3)
    }

    @Test("square brackets past the limit are refused at the deepest one, wherever the text hides them", arguments: [
        "let deep = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]",
        // Closing brackets in strings, which lower a count of the raw text, between the opening ones.
        #"let deep = [[[[["]]]]]"[[[[["]]]]]"[[[[["]]]]]"1]]]]]]]]]]]]]]]"#,
        // An interpolation whose string holds closing brackets, which a scanner that ends the string early would see.
        #"let deep = [[[[["\("]]]]]")"[[[[["\("]]]]]")"[[[[[1]]]]]]]]]]]]]]]"#,
        // A regular expression holding a quote, which a scanner that missed it would read as a string's start.
        #"let deep = [[[[[/"/, "]]]]]", [[[[[/"/, "]]]]]", [[[[[1]]]]]]]]]]]]]]]"#,
        // A raw string, where \" does not end it.
        ##"let deep = [[[[[#"\"]]]]]\"#[[[[[#"\"]]]]]\"#[[[[[1]]]]]]]]]]]]]]]"##,
    ])
    func deepSquare(text: String) throws {
        let refusal = try #require(BracketNesting(text: text).refusal)
        #expect(refusal.location.line == 1)
        #expect(refusal.message.hasPrefix("square brackets nested 15 deep here") || refusal.message.hasPrefix("square brackets nested 20 deep here"), "\(refusal.message)")
    }

    @Test("any bracket nested thousands deep is refused: the parser's stack would overflow")
    func deepAny() throws {
        let refusal = try #require(BracketNesting(text: nested(5_000, "(", ")")).refusal)
        #expect(refusal.message.hasPrefix("brackets nested 5000 deep here"))
        #expect(refusal.location == ParsedSwiftFile.Location(line: 1, column: 5_011))
    }

    @Test("string interpolations nested inside each other count as brackets: 20,000 of them took the parser past 20 GB")
    func deepInterpolation() throws {
        let depth = 2_000
        let text = "let deep = " + String(repeating: #""\("#, count: depth) + "1" + String(repeating: #")""#, count: depth)
        let refusal = try #require(BracketNesting(text: text).refusal)
        #expect(refusal.message.hasPrefix("brackets nested \(depth) deep here"), "\(refusal.message)")
        // One interpolation, or a few side by side, is ordinary.
        #expect(BracketNesting(text: #"let a = "\(x) and \("\(y)") [\(z)]""#).refusal == nil)
    }

    @Test("admission refuses the file at its deepest bracket, unparsed (parsed, it would overflow the parser's stack)")
    func admission() {
        let admission = LearnerAdmission(files: [("Router.swift", "import Foundation\n" + nested(2_000))])
        #expect(admission.refusals.map(\.description).first?.hasPrefix("Router.swift:2:2011: error: square brackets nested 2000 deep") == true,
                "\(admission.refusals)")
    }
}
