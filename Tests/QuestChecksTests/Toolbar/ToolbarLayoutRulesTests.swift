import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// The toolbar rules on scripted screens: each mistake fails the step that names it, and only that step.
@MainActor @Suite("The toolbar-layout rules")
struct ToolbarLayoutRulesTests {
    private func failures(_ script: ScriptedScreen.Script) async -> [CheckResult] {
        await ToolbarLayoutCheck(screens: { ScriptedScreen(script) }).run().filter(\.failed)
    }

    @Test("pass a correct screen and draw the toolbar for iPhone SE and iPad")
    func correctPasses() async throws {
        let results = await ToolbarLayoutCheck(screens: { ScriptedScreen(.init()) }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        let visible = try #require(results.first { $0.name.hasPrefix("Add stays visible") })
        let picture = try #require(visible.picture)
        #expect(picture.contains("iPhone SE (320 pt):") && picture.contains("iPad (1024 pt):"))
        #expect(picture.contains("[+]"))
    }

    @Test("fail an Add button that adds nothing, at the button's line")
    func addNothing() async throws {
        var script = ScriptedScreen.Script()
        script.add = { _ in }
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["tapping Add adds exactly one row"])
        #expect(failed.first?.line == 30)
        #expect(failed.first?.actual == "still 6 rows after the tap")
    }

    @Test("fail an Add button that adds two rows")
    func addTwo() async {
        var script = ScriptedScreen.Script()
        script.add = { $0 += ["A", "B"] }
        #expect(await failures(script).map(\.name) == ["tapping Add adds exactly one row"])
    }

    @Test("fail an Add button that adds a row on the first tap only")
    func addOnce() async throws {
        var script = ScriptedScreen.Script()
        script.add = { trips in if trips.count == 6 { trips.append("New Trip") } }
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["tapping Add adds exactly one row"])
        #expect(failed.first?.actual.hasSuffix("then 7 rows after a second: [\"Lisbon\", \"Kyoto\", \"Reykjavík\", \"Málaga\", \"Oslo\", \"Cape Town\", \"New Trip\"]") == true,
                "\(failed)")
    }

    @Test("fail an Add button that stops adding at the third tap")
    func addTwiceOnly() async throws {
        var script = ScriptedScreen.Script()
        script.add = { trips in if trips.count < 8 { trips.append("New Trip \(trips.count)") } }
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["tapping Add adds exactly one row"])
        #expect(failed.first?.actual.contains("after a third") == true, "\(failed)")
    }

    @Test("fail an Add that puts the rows back in the order they were added, or turns the chosen order around")
    func addUndoesOrder() async throws {
        var resets = ScriptedScreen.Script()
        resets.addResetsOrder = true
        var failed = await failures(resets)
        #expect(failed.map(\.name) == ["one of the Sort options puts the rows in sorted order"], "\(failed)")
        #expect(failed.first?.actual.contains("the rows that were there are now [\"Lisbon\", \"Kyoto\"") == true, "\(failed)")
        // Z–A after an odd number of rows, A–Z after an even one: the second tap turns it around.
        var flips = ScriptedScreen.Script()
        flips.sortOptions = [("Name", { rows in rows.count.isMultiple(of: 2) ? rows.sorted() : rows.sorted(by: >) }), ("Added", { $0 })]
        failed = await failures(flips)
        #expect(failed.map(\.name) == ["one of the Sort options puts the rows in sorted order"], "\(failed)")
        #expect(failed.first?.actual.contains("then Add") == true, "\(failed)")
        // A sort done once, with the new row at the end, keeps the order of the rows that were there: not a mistake.
        var once = ScriptedScreen.Script()
        once.sortsInPlace = true
        #expect(await failures(once).allSatisfy { $0.name != "one of the Sort options puts the rows in sorted order" })
    }

    @Test("fail a sort that sorts the array in place: choosing Added again cannot bring the added order back")
    func sortInPlace() async throws {
        var script = ScriptedScreen.Script()
        script.sortsInPlace = true
        // Added first, as lesson 22's menu: on a fresh screen it shows the added order, then Name sorts.
        script.sortOptions.reverse()
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["choosing a Sort option again gives its order again"], "\(failed)")
        #expect(failed.first?.expected.hasPrefix("\"Added\" → [\"Lisbon\"") == true, "\(failed)")
    }

    @Test("fail a sort by an order written down for the first rows: a row added with Add lands out of order")
    func sortByRanks() async throws {
        let ranks = ["Cape Town": 0, "Kyoto": 1, "Lisbon": 2, "Málaga": 3, "Oslo": 4, "Reykjavík": 5]
        var script = ScriptedScreen.Script()
        script.sortOptions = [("Name", { $0.sorted { ranks[$0, default: 99] < ranks[$1, default: 99] } }), ("Added", { $0 })]
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["one of the Sort options puts the rows in sorted order"])
        let failure = try #require(failed.first)
        #expect(failure.actual.contains("after tapping \"Add\" 8 times, then \"Name\": [\"Cape Town\", \"Kyoto\", \"Lisbon\", \"Málaga\", \"Oslo\", \"Reykjavík\", "), "\(failure.actual)")
        // Sorting in place when the option is chosen (after Add, as a user would) sorts the new row too.
        script.sortOptions = [("Name", { $0.sorted() }), ("Added", { $0 })]
        #expect(await failures(script).isEmpty)
    }

    @Test("fail a sort of the first eight rows, or by first letters, once Add was tapped 8 times and Shuffle once",
          arguments: ["first eight rows", "first letters"])
    func sortOfSomeRows(mistake: String) async throws {
        var script = ScriptedScreen.Script()
        script.add = { $0.append("New Trip \($0.count + 1)") }
        script.buttons = [("Shuffle", { $0.reverse() })]
        #expect(await failures(script).isEmpty)
        let byName: @Sendable ([String]) -> [String] = { $0.sorted { $0.localizedStandardCompare($1) == .orderedAscending } }
        script.sortOptions = mistake == "first letters"
            ? [("Name", { $0.sorted { $0.prefix(1) < $1.prefix(1) } }), ("Added", { $0 })]
            : [("Name", { byName(Array($0.prefix(8))) + $0.dropFirst(8) }), ("Added", { $0 })]
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["one of the Sort options puts the rows in sorted order"], "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.actual.contains("after tapping \"Add\" 8 times and \"Shuffle\" once, then \"Name\""), "\(failure.actual)")
        #expect(failure.hint.contains(mistake == "first letters" ? "first letter only" : "Only the first 8 rows"), "\(failure.hint)")
    }

    @Test("fail an Add that adds nothing to a list Remove All emptied, on that step only")
    func addAfterRemoveAll() async throws {
        var script = ScriptedScreen.Script()
        // Favorites Only empties the list too, but by hiding rows, as far as its label says: it gets no step.
        script.buttons = [("Remove All", { $0.removeAll() }), ("Shuffle", { $0.reverse() }), ("Favorites Only", { $0.removeAll() })]
        let results = await ToolbarLayoutCheck(screens: { [script] in ScriptedScreen(script) }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        // Only a button that says it removes rows and empties the list gets the step.
        #expect(results.map(\.name).filter { $0.hasPrefix("tapping Add after") } == ["tapping Add after \"Remove All\" adds one row"])
        script.add = { if !$0.isEmpty { $0.append("New Trip") } }
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["tapping Add after \"Remove All\" adds one row"], "\(failed)")
        #expect(failed.first?.hint.contains("empty list") == true, "\(failed)")
    }

    @Test("fail .automatic placement and say why", arguments: [ToolbarLayoutPlacement.automatic, .keyboard, .principal])
    func placementWithoutRole(placement: ToolbarLayoutPlacement) async throws {
        var script = ScriptedScreen.Script()
        script.addPlacement = placement
        let failed = await failures(script)
        let failure = try #require(failed.first { $0.name == "the Add button's placement names a role" })
        #expect(failure.actual.hasPrefix(".\(placement.rawValue): "))
        #expect(failure.section == "#notes")
    }

    @Test("fail an Add button that overflows on the narrowest iPhone")
    func overflow() async throws {
        var script = ScriptedScreen.Script()
        script.addPlacement = .secondaryAction
        let failure = try #require(await failures(script).first)
        #expect(failure.name.hasPrefix("Add stays visible"))
        #expect(failure.actual.contains("overflow"))
        #expect(failure.picture?.contains("⋯") == true)
    }

    @Test("fail a sort menu whose options do not reorder, and one that never sorts")
    func sortMistakes() async {
        var still = ScriptedScreen.Script()
        still.sortOptions = [("Name", { $0 }), ("Date", { $0 })]
        #expect(await failures(still).map(\.name) == [
            "choosing the Sort options gives different row orders",
            "one of the Sort options puts the rows in sorted order",
        ])
        var shuffled = ScriptedScreen.Script()
        shuffled.sortOptions = [("Shuffle", { Array($0.reversed()) }), ("Added", { $0 })]
        #expect(await failures(shuffled).map(\.name) == ["one of the Sort options puts the rows in sorted order"])
    }

    @Test("accept Z–A, a picker without the word Sort that reorders, and plain < sorting")
    func otherSortStyles() async {
        var descending = ScriptedScreen.Script()
        descending.sortOptions = [("Added", { $0 }), ("Z–A", { $0.sorted(by: >) })]
        #expect(await failures(descending).isEmpty)
        var unlabelled = ScriptedScreen.Script()
        unlabelled.sortLabel = "Order by"
        #expect(await failures(unlabelled).isEmpty)
    }

    @Test("fail a sort option that drops rows")
    func sortDropsRows() async {
        var script = ScriptedScreen.Script()
        script.sortOptions = [("Name", { Array($0.sorted().prefix(3)) }), ("Added", { $0 })]
        #expect(await failures(script).map(\.name) == ["choosing the Sort options gives different row orders"])
    }

    @Test("fail a Z–A option that sorts A–Z, at the menu; pass options whose labels name no direction or the right one")
    func namedDirection() async {
        var swapped = ScriptedScreen.Script()
        swapped.sortOptions = [("Name (A–Z)", { $0.sorted() }), ("Name (Z–A)", { $0.sorted() }), ("Added", { $0 })]
        let failed = await failures(swapped)
        #expect(failed.map(\.name) == ["a Sort option named A–Z or Z–A sorts that way"], "\(failed)")
        #expect(failed.first?.actual.hasPrefix("\"Name (Z–A)\" sorts them A–Z") == true, "\(failed)")
        var right = ScriptedScreen.Script()
        right.sortOptions = [("A to Z", { $0.sorted() }), ("Z to A", { $0.sorted(by: >) }), ("Added", { $0 })]
        #expect(await failures(right).isEmpty)
        #expect(ToolbarLayoutCheck.namedDirection(of: "Name") == nil && ToolbarLayoutCheck.namedDirection(of: "Reverse alphabetical") == "Z–A")
        #expect(ToolbarLayoutCheck.namedDirection(of: "Descending") == "Z–A" && ToolbarLayoutCheck.namedDirection(of: "Ascending") == "A–Z")
    }

    @Test("fail a sort that drops rows sharing a name, once rows added with Add share one")
    func sortDropsSharedNames() async {
        var script = ScriptedScreen.Script()
        script.sortOptions = [("Added", { $0 }), ("Name", { Array(Set($0)).sorted() })]
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["one of the Sort options puts the rows in sorted order"], "\(failed)")
        #expect(failed.first?.hint.contains("Dictionary or Set") == true)
    }

    @Test("fail a toolbar with neither Add nor Sort, pointing at the list and listing the two missing controls")
    func bareList() async {
        var script = ScriptedScreen.Script()
        script.addPlacement = nil
        script.sortLabel = nil
        let failed = await failures(script)
        #expect(failed.map(\.name) == ["the toolbar has an Add button", "the toolbar has a Sort menu"])
        #expect(failed.allSatisfy { $0.line == 20 })
        #expect(failed.first?.actual == "no toolbar items")
    }
}
