import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// Docs/checks.md against the API: the tutorial's check is the fixture course's real check file (which the end-to-end
/// tests compile and run), and every reference entry names a member this file uses, so neither can drift.
@Suite("Docs/checks.md")
struct ChecksDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the tutorial's check is the fixture course's check file, verbatim")
    func tutorialIsTheFixture() throws {
        let check = try Self.text("Tests/Fixtures/Courses/edit-sheet/Lessons/lesson23/checks/edit-sheet.swift")
        #expect(try Self.text("Docs/checks.md").contains("```swift\n" + check + "```\n"))
    }

    @Test("the random probes' example is a check this target compiles and runs, verbatim")
    @MainActor func randomExample() async throws {
        let file = try Self.text("Tests/QuestChecksTests/API/DocumentedRandomCheck.swift")
        let start = try #require(file.range(of: "// BEGIN Docs/checks.md\n"))
        let end = try #require(file.range(of: "// END Docs/checks.md\n"))
        let example = String(file[start.upperBound..<end.lowerBound])
        #expect(try Self.text("Docs/checks.md").contains("```swift\n" + example + "```\n"))
        for seed: UInt64 in [1, 2, 3] {
            let results = await FindAnyTripCheck().run(named: "find-any-trip", seed: seed)
            #expect(results.count == 3 && results.allSatisfy { $0.status == .pass }, "\(results)")
        }
    }

    /// Every entry of the reference, as its table spells it; `usesEveryEntry` below calls each, so a renamed or
    /// removed member stops this file compiling, and a member left out of the docs fails the test.
    static let reference = [
        "check.name", "check.section", "check.screen(_:)", "check.step(_:section:needs:body:)",
        "check.expect(_:_:expected:actual:at:hint:section:)", "check.expect(_:equals:_:at:hint:section:)",
        "check.require(_:_:expected:actual:at:hint:section:)", "check.require(_:equals:_:at:hint:section:)",
        "check.record(_:_:)", "Verdict.pass(expected:actual:at:section:)", "Verdict.fail(expected:actual:at:hint:section:)",
        "Verdict.advice(expected:actual:at:hint:section:)", "verdict.picture",
        "screen.appear()", "screen.tap(_ label:)", "screen.type(_:into:)", "screen.toggle(_:)", "screen.choose(_:in:)",
        "screen.choose(_:)", "screen.dismiss()", "screen.open(_:)", "screen.rowsWhileTyping(_:)", "screen.clearSearch()",
        "screen.tap(_ control: ToolbarControl)", "screen.options(of:)", "screen.choose(_:in control:)",
        "screen.completePresentedForm(typing:)",
        "screen.rows()", "screen.rowTitles()", "screen.texts", "screen.text(in:)", "screen.presentedSheet",
        "screen.presentedAlert", "screen.navigationPath", "screen.searchField", "screen.toolbarControls", "screen.title",
        "screen.state(_:as:)", "screen.state(_:of:as:)", "screen.location(of:)", "screen.listLocation",
        "screen.openURLLocation", "screen.toolbarLayout(for:)", "screen.node",
        "Describe.rows(_:)", "Describe.count(_:_:)", "Describe.path(_:)", "Describe.route(_:)", "Describe.quoted(_:)",
        "Describe.value(_:)",
        "check.random", "check.random.int(in:)", "check.random.pick(from:)", "check.random.word(length:)",
        "check.random.seed",
    ]

    @Test("the reference lists every action and query, each with an example")
    func referenceIsComplete() throws {
        let docs = try Self.text("Docs/checks.md")
        let missing = Self.reference.filter { !docs.contains("| `\($0)") }
        #expect(missing.isEmpty, "document these in Docs/checks.md's reference: \(missing)")
    }

    /// Never run: compiled, so that each reference entry exists with the shape the docs give.
    @MainActor static func usesEveryEntry(_ check: CheckContext, _ screen: ViewHostScreen, control: ToolbarControl) async throws {
        _ = check.name
        check.section = "#editing-a-trip"
        _ = await check.screen(EmptyView())
        let opened = await check.step("a step", section: .exercise, needs: StepOutcome(name: "", passed: true, skipped: false)) {
            var verdict = Verdict.pass(expected: "", actual: "", at: nil, section: nil)
            verdict.picture = ""
            _ = Verdict.advice(expected: "", actual: "", at: nil, hint: "", section: nil)
            return .fail(expected: "", actual: "", at: nil, hint: "", section: nil)
        }
        _ = (opened.passed, opened.failed, opened.skipped)
        check.expect(true, "", expected: "", actual: "", at: nil, hint: "", section: nil)
        check.expect(1, equals: 1, "", at: nil, hint: "", section: nil)
        try check.require(true, "", expected: "", actual: "", at: nil, hint: "", section: nil)
        try check.require(1, equals: 1, "", at: nil, hint: "", section: nil)
        _ = try check.require(Optional(1), "", expected: "", actual: "")
        check.record("", .pass(expected: "", actual: ""))
        await screen.appear()
        try screen.tap("Add")
        try screen.type("", into: "Name")
        try screen.toggle("")
        try screen.choose("", in: "Sort")
        try screen.choose("")
        try screen.dismiss()
        try screen.open(URL(fileURLWithPath: "/"))
        _ = try screen.rowsWhileTyping("")
        try screen.clearSearch()
        try screen.tap(control)
        _ = try screen.options(of: control)
        try screen.choose("", in: control)
        _ = try screen.completePresentedForm(typing: "")
        _ = (screen.rows(), screen.rowTitles(), screen.texts, screen.text(in: ""), screen.presentedSheet, screen.presentedAlert)
        _ = (screen.navigationPath, screen.searchField, screen.toolbarControls, screen.title)
        _ = (screen.state("", as: Int.self), screen.state("", of: "", as: Int.self), screen.location(of: ""))
        _ = (screen.listLocation, screen.openURLLocation, screen.toolbarLayout(for: .iPhoneSE), screen.node, screen.host)
        _ = (Describe.rows([]), Describe.count(1, ""), Describe.path([]), Describe.route(AnyHashable(1)), Describe.quoted(""))
        _ = Describe.value(1)
        _ = (check.random.int(in: 1...9), check.random.pick(from: [1]), check.random.word(length: 3...5), check.random.seed)
        var random = check.random
        _ = [1, 2].shuffled(using: &random)
    }
}
