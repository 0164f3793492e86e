import Foundation
import QuestCLI
import Testing

/// A fixture lesson whose ```quest-toolbar picture is held to its solution by `quest validate`, and `quest check
/// --pictures` drawing the solution's toolbar: the real grader, harness and sandbox, in-process.
@Suite("Toolbar pictures: validate and check --pictures", .serialized)
struct ToolbarPictureCommandsTests {
    /// A view whose toolbar crowds the narrowest iPhone: Share (low priority) moves into the overflow menu there.
    static let solution = """
        import SwiftUI

        struct ContentView: View {
            @State private var names = ["Lisbon", "Kyoto", "Málaga", "Oslo"]
            @State private var query = ""

            var body: some View {
                NavigationStack {
                    List(names.filter { query.isEmpty || $0.localizedStandardContains(query) }, id: \\.self) { Text($0) }
                        .navigationTitle("Trips")
                        .searchable(text: $query)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Menu("Sort") { Button("Name") { names.sort() } }
                            }
                            ToolbarItem(placement: .primaryAction) {
                                Button("Add", systemImage: "plus") { names.append("Rome") }
                            }
                            .visibilityPriority(.high)
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Shuffle") { names.shuffle() }
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Share", systemImage: "square.and.arrow.up") {}
                            }
                            .visibilityPriority(.low)
                            ToolbarOverflowMenu {
                                Button("Remove All") { names.removeAll() }
                            }
                        }
                }
            }
        }

        """

    /// The lesson, with `shuffle` as the Shuffle item's line of the picture.
    static func lesson(shuffle: String) -> String {
        """
        ---
        lesson: 31
        title: Crowded toolbars
        ---

        When space runs out, the lowest priority item moves into the menu.

        ```quest-toolbar
        title: Trips
        search: Search
        devices: iphone-se, iphone, ipad
        - Sort: menu, placement topBarLeading
        - Add: symbol plus, placement primaryAction, priority high
        \(shuffle)
        - Share: symbol square.and.arrow.up, placement topBarTrailing, priority low
        - Remove All: in ToolbarOverflowMenu
        ```

        ## Exercise

        Give the list a toolbar.

        ```quest-exercise
        id: crowded
        entry: ContentView
        checks: search-filter
        solution: lesson31/solution
        ```

        """
    }

    /// A lessons folder holding the fixture lesson and its solution.
    static func course(shuffle: String) throws -> URL {
        let lessons = FileManager.default.temporaryDirectory
            .appendingPathComponent("quest-toolbar-pictures-\(UUID().uuidString)/Lessons", isDirectory: true)
        let solution = lessons.appendingPathComponent("lesson31/solution")
        try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
        try Data(lesson(shuffle: shuffle).utf8).write(to: lessons.appendingPathComponent("lesson31.md"))
        try Data(Self.solution.utf8).write(to: solution.appendingPathComponent("ContentView.swift"))
        return lessons
    }

    @Test("a picture that contradicts the solution fails validate at the block's line; a true one holds",
          .enabled(if: GradingCommandsTests.canGrade))
    func validateHoldsPictureToSolution() throws {
        let wrong = try Self.course(shuffle: "- Shuffle: placement topBarTrailing, priority -2")
        defer { CLI.remove(wrong) }
        let failed = CLI.run("validate", wrong.path)
        #expect(failed.status == 1)
        let file = wrong.appendingPathComponent("lesson31.md").path
        let error = failed.stdout.split(separator: "\n").first { $0.contains("[toolbar-picture-differs]") && $0.contains(": error: ") }
        #expect(error?.hasPrefix("\(file):8:1: error: this toolbar is not what the solution ") == true, "\(failed.stdout)")
        #expect(error?.contains("on iPhone SE the picture shows \"[Sort ▾]  [+] [⇪] [⋯] / Trips / search: [⌕ Search] / "
            + "⋯ menu: Shuffle, Remove All\" but the solution shows \"[Sort ▾]  [+] [Shuffle] [⋯] / Trips / "
            + "search: [⌕ Search] / ⋯ menu: Share, Remove All\"") == true, "\(error ?? "")")
        #expect(error?.contains("on iPhone the picture") == false, "the larger iPhone agrees: \(error ?? "")")
        #expect(error?.contains("on iPad") == false, "the iPad agrees: \(error ?? "")")
        #expect(failed.stdout.contains("picture differs"))

        let right = try Self.course(shuffle: "- Shuffle: placement topBarTrailing")
        defer { CLI.remove(right) }
        let held = CLI.run("validate", right.path)
        #expect(held.status == 0, "\(held.stdout)")
        #expect(!held.stdout.contains("toolbar-picture"))
        #expect(held.stdout.contains("crowded · solution"))
    }

    @Test("check --pictures writes the solution's toolbar as the same SVG the lesson page draws, per device",
          .enabled(if: GradingCommandsTests.canGrade))
    func checkWritesPictures() throws {
        let lessons = try Self.course(shuffle: "- Shuffle: placement topBarTrailing")
        defer { CLI.remove(lessons) }
        let pictures = lessons.deletingLastPathComponent().appendingPathComponent("pictures")
        let run = CLI.run("check", "lesson31", lessons.appendingPathComponent("lesson31/solution").path,
                          "--lessons", lessons.path, "--format", "json", "--pictures", pictures.path)
        #expect(run.stdout.contains("\"version\""), "the report is still the results file: \(run.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(files == ["crowded-ipad.svg", "crowded-iphone-se.svg", "crowded-iphone.svg"])
        #expect(run.stderr.contains("wrote 3 toolbar pictures"))

        let site = lessons.deletingLastPathComponent().appendingPathComponent("Site")
        let build = CLI.run("build", "--lessons", lessons.path, "--out", site.path)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("lesson31/index.html"), encoding: .utf8)
        for file in files {
            let svg = try String(contentsOf: pictures.appendingPathComponent(file), encoding: .utf8)
            #expect(page.contains(svg.trimmingCharacters(in: .newlines)), "\(file) is drawn on the page byte for byte")
        }
        let small = try String(contentsOf: pictures.appendingPathComponent("crowded-iphone-se.svg"), encoding: .utf8)
        #expect(small.contains("data-id=\"item-4\" x=") && small.contains(">Share</text>"))
        #expect(small.contains(">no room</text>"))
    }

    @Test("a picture of an exercise whose entry is not a view is an error at the block; the exercise is still graded",
          .enabled(if: GradingCommandsTests.canGrade))
    func pictureOfNonView() throws {
        let lessons = FileManager.default.temporaryDirectory
            .appendingPathComponent("quest-toolbar-pictures-\(UUID().uuidString)/Lessons", isDirectory: true)
        defer { CLI.remove(lessons) }
        let folder = lessons.appendingPathComponent("lesson32")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("solution"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("checks"), withIntermediateDirectories: true)
        try Data("""
            ---
            lesson: 32
            title: Counting
            ---

            Notes.

            ```quest-toolbar
            - Add: symbol plus, placement primaryAction
            ```

            ## Exercise

            Count.

            ```quest-exercise
            id: count
            entry: Counter
            checks: counting
            solution: lesson32/solution
            ```

            """.utf8).write(to: lessons.appendingPathComponent("lesson32.md"))
        try Data("final class Counter {\n    var value = 0\n    func increment() { value += 1 }\n}\n".utf8)
            .write(to: folder.appendingPathComponent("solution/Counter.swift"))
        try Data("""
            import SwiftUI
            import QuestChecks

            struct CountingCheck: Check {
                func run(_ check: CheckContext) async throws {
                    let counter = Counter()
                    counter.increment()
                    check.expect(counter.value, equals: 1, "increment adds one")
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("checks/counting.swift"))
        let run = CLI.run("validate", lessons.path)
        #expect(run.status == 1)
        let file = lessons.appendingPathComponent("lesson32.md").path
        #expect(run.stdout.contains("\(file):8:1: error: the solution "), "\(run.stdout)")
        #expect(run.stdout.contains("reported no toolbar to compare this picture with (is Counter a view?) [toolbar-picture-not-reported]"))
        #expect(run.stdout.contains("count · solution") && run.stdout.contains("passed"), "graded without the report")
    }
}
