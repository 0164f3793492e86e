import QuestUI
import Testing
@testable import QuestChecks

/// The reference solution and the mutants' mistakes, evaluated by QuestUI exactly as the harness evaluates them.
@MainActor @Suite("Lesson 22 in the reference style")
struct LessonStyleTests {
    static func run(_ check: String, _ view: @escaping @MainActor () -> some View) async -> [CheckResult] {
        switch check {
        case "toolbar-layout": await ToolbarLayoutCheck(view: view).run(named: check)
        default: await SearchFilterCheck(view: view).run(named: check)
        }
    }

    @Test("the reference solution passes both view checks", arguments: ["toolbar-layout", "search-filter"])
    func referencePasses(check: String) async {
        let results = await Self.run(check) { ReferenceTrips() }
        #expect(!results.isEmpty)
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        #expect(results.allSatisfy { $0.advice == nil })
    }

    @Test("each mistake fails its check, at a line of the view, and passes the other check", arguments: Mistake.allCases)
    func mistakeFails(mistake: Mistake) async throws {
        let results = await Self.run(mistake.check) { ReferenceTrips(mistake: mistake) }
        let failure = try #require(results.first { $0.failed }, "\(mistake.rawValue) passed \(mistake.check)")
        #expect(failure.check == mistake.check)
        #expect(failure.file?.hasSuffix("ReferenceStyle.swift") == true, "\(failure)")
        #expect((failure.line ?? 0) > 0)
        let other = mistake.check == "search-filter" ? "toolbar-layout" : "search-filter"
        let otherResults = await Self.run(other) { ReferenceTrips(mistake: mistake) }
        // Hiding every row also leaves the toolbar check nothing to add to or sort; it says so in one result.
        let allowed: Set<String> = mistake == .emptyQueryShowsNothing ? ["the list shows rows to add to and sort"] : []
        let unexpected = otherResults.filter { $0.failed && !allowed.contains($0.name) }
        #expect(unexpected.isEmpty, "\(mistake.rawValue) also failed \(other): \(unexpected)")
    }

    @Test("a bare .toolbar { } fails the placement rule at the Add button's line")
    func automaticPlacement() async throws {
        let results = await ToolbarLayoutCheck(view: { AutomaticPlacementTrips() }).run()
        let failure = try #require(results.first { $0.failed })
        #expect(failure.name == "the Add button's placement names a role")
        #expect(failure.actual.hasPrefix(".automatic: "))
    }

    @Test("the results draw the resolved toolbar for the iPhone SE and the iPad")
    func pictures() async throws {
        let results = await ToolbarLayoutCheck(view: { ReferenceTrips() }).run()
        let picture = try #require(results.lazy.compactMap(\.picture).first)
        #expect(picture.contains("iPhone SE (320 pt):\n[Sort ▾]"), "\(picture)")
        #expect(picture.contains("[+]"))
        #expect(picture.contains("iPad (1024 pt):"))
    }
}
