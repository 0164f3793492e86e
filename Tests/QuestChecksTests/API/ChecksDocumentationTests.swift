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

    @Test("the shared helpers' example is the tea-timer course's Lessons/_checks file, verbatim")
    func sharedHelpersAreTheFixture() throws {
        let helpers = try Self.text("Tests/Fixtures/Courses/tea-timer/Lessons/_checks/TeaTimerSteps.swift")
        #expect(try Self.text("Docs/checks.md").contains("```swift\n" + helpers + "```\n"))
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
        "screen.choose(_:)", "screen.dismiss()", "screen.open(_:)", "screen.rowsWhileTyping(_:)", "screen.pasteSearchText(_:)", "screen.clearSearch()",
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
        "verdict.passed", "screen.type(_:into:mode:)", "screen.swipe(row:tap:)", "screen.move(row:to:)", "screen.submit(_:)", "screen.refresh()", "screen.chooseSuggestion(_:)", "screen.chooseScope(_:)", "screen.contextMenu(row:choose:)",
        "screen.increment(_:)", "screen.decrement(_:)", "screen.slide(_:to:)", "screen.pick(_:in:)", "screen.back()",
        "screen.tap(_ control: Control)", "screen.advance(by:)", "screen.advance(by:firingAtMost:)", "screen.settle()", "screen.now", "screen.controls",
        "screen.control(_:kind:)", "screen.alertButtons", "Control", "ControlLocation", "ViewHostError.reason",
        "control.sourcePoint", "CourseChecks",
    ]

    @Test("the reference lists every action and query, each with an example")
    func referenceIsComplete() throws {
        let docs = try Self.text("Docs/checks.md")
        let missing = Self.reference.filter { !docs.contains("| `\($0)") }
        #expect(missing.isEmpty, "document these in Docs/checks.md's reference: \(missing)")
    }

    @Test("the Time section's debounce example is the one this file compiles")
    func timeExampleCompiles() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "        // docs: debounce\n"))
        let end = try #require(source.range(of: "        // end\n", range: start.upperBound..<source.endIndex))
        let example = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(try Self.text("Docs/checks.md").contains("```swift\n" + example + "```\n"))
    }

    /// Never run: the debounce example of Docs/checks.md's "Time", verbatim between the markers.
    @MainActor static func debounceExample(_ check: CheckContext) async throws -> ([String], [String]) {
        // docs: debounce
        let screen = await check.screen(PackingList())
        _ = try screen.rowsWhileTyping("so")       // each keystroke restarts .task(id: query)
        await screen.settle()                       // a filter without a wait shows now
        await screen.advance(by: .milliseconds(299))
        let early = screen.rows()                   // still every item
        await screen.advance(by: .milliseconds(1))
        let late = screen.rows()                    // ["Socks"]
        // end
        return (early, late)
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
        _ = Verdict.pass(expected: "", actual: "").passed
        _ = await check.step("several needs", needs: opened, opened) { .pass(expected: "", actual: "") }
        try screen.type("", into: "Name", mode: .appending)
        try screen.type("", into: "Name", mode: .keystrokes)
        try screen.swipe(row: 2, tap: "Delete")
        try screen.move(row: 2, to: 1)
        try screen.submit("Name")
        try await screen.refresh()
        try screen.chooseSuggestion("Kyoto")
        try screen.chooseScope("Past")
        try screen.contextMenu(row: 1, choose: "Duplicate")
        try screen.increment("Nights")
        try screen.decrement("Nights")
        try screen.slide("Budget", to: 0.8)
        try screen.pick(Date(timeIntervalSince1970: 0), in: "Leaving")
        try screen.back()
        await screen.advance(by: .milliseconds(300))
        await screen.settle()
        _ = screen.now
        let save: Control = try screen.control("Save", kind: .button)
        try screen.tap(save)
        let location: ControlLocation = save.location
        _ = (save.kind, save.label, save.isEnabled, save.role, save.value, save.prompt, save.fileID, save.line)
        _ = (location.isInToolbar, location.row, location.section, location.isInSectionHeader, location.decoration, location.presentation)
        _ = (screen.controls, screen.alertButtons.map(\.role))
        let _: SourcePoint? = save.sourcePoint
        let _: CourseChecks.Type = CourseChecks.self
        do { try screen.tap("Save") } catch let error as ViewHostError where error.reason == .disabled { _ = error.reason == .missing || error.reason == .unusable }
    }
}

/// The fixture course's view, as the debounce example names it (the example only has to compile here).
private struct PackingList: View {
    var body: some View { EmptyView() }
}
