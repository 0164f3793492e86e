import Foundation
import QuestCore
@testable import QuestTutorial
import Testing

/// "A control presents something", played from the text: the row's button and the `.sheet` only turn the first check
/// step green together; the editor is a new file whose fields each turn one more step green. The compiler's answers
/// mimic swiftc's: a missing name is named, a struct without `body` or without the `trip` the call passes is not.
struct PresentingEvaluator: CandidateEvaluator {
    var asked = 0

    mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
        asked += 1
        let list = files["TripList.swift"] ?? ""
        let editor = files["TripEditor.swift"] ?? ""
        let text = list + "\n" + editor
        if text.contains("editing = trip") || text.contains("$editing"), !text.contains("var editing") {
            return .didNotCompile(errors: ["cannot find '$editing' in scope"])
        }
        if list.contains("TripEditor("), !editor.contains("struct TripEditor") {
            return .didNotCompile(errors: ["cannot find 'TripEditor' in scope"])
        }
        if editor.contains("struct TripEditor") {
            if !editor.contains("import SwiftUI") { return .didNotCompile(errors: ["cannot find type 'View' in scope"]) }
            if !editor.contains("var body") { return .didNotCompile(errors: ["type 'TripEditor' does not conform to protocol 'View'"]) }
            if list.contains("TripEditor(trip:"), !editor.contains("let trip") { return .didNotCompile(errors: ["extra argument 'trip' in call"]) }
            if editor.contains("save()"), !editor.contains("func save") { return .didNotCompile(errors: ["cannot find 'save' in scope"]) }
        }
        var passing = ["edit › the list shows the trips"]
        var failing: [String: String] = [:]
        let button = list.contains("Button(trip.name)"), sheet = list.contains(".sheet(item: $editing)")
        guard button && sheet else {
            failing["edit › tapping a trip opens a sheet"] = button ? "no sheet" : "No button \"Kyoto\""
            return .ran(passing: passing, failing: failing)
        }
        passing.append("edit › tapping a trip opens a sheet")
        if editor.contains("TextField(\"Name\"") { passing.append("edit › the sheet edits the trip") }
        if editor.contains("Button(\"Save\")") { passing.append("edit › Save writes the name back") }
        return .ran(passing: passing, failing: failing)
    }
}

@Suite("Tutorial search: combinations, budget, prose")
struct TutorialSearchTests {
    static let starter = ["TripList.swift": """
    import SwiftUI

    struct TripList: View {
        @State private var trips = Trip.samples

        var body: some View {
            List(trips) { trip in
                Text(trip.name)
            }
        }
    }

    """]
    static let solution = ["TripList.swift": """
    import SwiftUI

    struct TripList: View {
        @State private var trips = Trip.samples
        @State private var editing: Trip?

        var body: some View {
            List(trips) { trip in
                Button(trip.name) { editing = trip }
            }
            .sheet(item: $editing) { trip in
                TripEditor(trip: trip)
            }
        }
    }

    """, "TripEditor.swift": """
    import SwiftUI

    struct TripEditor: View {
        let trip: Trip

        var body: some View {
            Form {
                TextField("Name", text: .constant(trip.name))
                Button("Save") { save() }
            }
        }

        func save() {}
    }

    """]

    static func changes() -> ChangeSet {
        ChangeSet(starter: starter, solution: solution, preferred: ["TripList.swift"])
    }

    @Test("a new file is cut into its imports, its type's braces and members, and the statements of its view")
    func newFileIsCut() {
        let changes = Self.changes()
        let editor = changes.changes.filter { $0.path == "TripEditor.swift" }
        let lines = editor.map { $0.insertedLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(lines.contains(["import SwiftUI"]))
        #expect(lines.contains(["struct TripEditor: View {", "}"]))
        #expect(lines.contains(["let trip: Trip"]))
        // `var body` only wraps the Form: they share braces, and the Form's two statements are two changes.
        #expect(lines.contains(["var body: some View {", "Form {", "}", "}"]))
        #expect(lines.contains(["TextField(\"Name\", text: .constant(trip.name))"]))
        #expect(lines.contains(["Button(\"Save\") { save() }"]))
        // Every change of the new file needs its import; a member needs its type's braces.
        let imports = editor.first { $0.insertedLines.contains("import SwiftUI") }!.index
        #expect(editor.filter { $0.index != imports }.allSatisfy { changes.withRequirements([$0.index]).contains(imports) })
        #expect(changes.files(applying: Set(changes.changes.indices), to: Self.starter) == Self.solution)
        #expect(changes.files(applying: [], to: Self.starter) == Self.starter)
    }

    @Test("a view's modifier needs the view it modifies")
    func modifierNeedsItsView() {
        let changes = Self.changes()
        let sheet = changes.changes.first { $0.insertedLines.contains { $0.contains(".sheet(item:") } }!
        // `.sheet` follows the List, which the starter already has: nothing to require but the list's braces, if any.
        #expect(!sheet.insertedLines.contains { $0.contains("List(") })
    }

    @Test("when no single change turns the first check step green, a pair does; the editor then grows a step at a time")
    func findsCombination() throws {
        var evaluator = PresentingEvaluator()
        let draft = try TutorialDrafter(changes: Self.changes(), starter: Self.starter).draft(with: &evaluator)
        #expect(draft.steps.map(\.turnsGreen) == [
            ["edit › tapping a trip opens a sheet"], ["edit › the sheet edits the trip"], ["edit › Save writes the name back"],
        ])
        #expect(draft.steps.first?.combined == true)
        #expect(draft.combinations > 0)
        let first = try #require(draft.steps.first?.files)
        // The first step holds the row's button, the sheet and only as much of the editor as compiles.
        #expect(first["TripList.swift"]?.contains("Button(trip.name)") == true && first["TripList.swift"]?.contains(".sheet(item: $editing)") == true)
        #expect(first["TripEditor.swift"]?.contains("struct TripEditor") == true)
        #expect(first["TripEditor.swift"]?.contains("TextField") == false && first["TripEditor.swift"]?.contains("Button(\"Save\")") == false)
        #expect(draft.steps.last?.files == Self.solution)
        #expect(draft.oneStepReason == nil)
        #expect(draft.evaluations == evaluator.asked)
    }

    @Test("a combination is cut back: the bare alert comes first, its buttons one step each")
    func cutBack() throws {
        let starter = ["TripList.swift": """
        struct TripList: View {
            @State private var trips = [1]
            var body: some View {
                List(trips) { trip in
                    Text(trip.name)
                }
            }
        }

        """]
        let solution = ["TripList.swift": """
        struct TripList: View {
            @State private var trips = [1]
            @State private var confirming = false
            var body: some View {
                List(trips) { trip in
                    Text(trip.name)
                }
                .toolbar {
                    Button("Remove All") { confirming = true }
                }
                .alert("Remove all trips?", isPresented: $confirming) {
                    Button("Remove", role: .destructive) { trips.removeAll() }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }

        """]
        struct AlertEvaluator: CandidateEvaluator {
            mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
                let text = files["TripList.swift"] ?? ""
                if text.contains("confirming"), !text.contains("var confirming") { return .didNotCompile(errors: ["cannot find 'confirming' in scope"]) }
                let button = text.contains("Button(\"Remove All\")"), alert = text.contains(".alert(")
                guard button && alert else {
                    return .ran(passing: [], failing: ["remove-all › asks": button ? "no alert\nShow .alert(isPresented: $confirming) and remove" : "No button"])
                }
                var passing = ["remove-all › asks"]
                if text.contains("Button(\"Remove\"") { passing.append("remove-all › Remove empties the list") }
                if text.contains("Button(\"Cancel\"") { passing.append("remove-all › Cancel keeps every trip") }
                return .ran(passing: passing)
            }
        }
        var evaluator = AlertEvaluator()
        let changes = ChangeSet(starter: starter, solution: solution, preferred: ["TripList.swift"])
        let draft = try TutorialDrafter(changes: changes, starter: starter).draft(with: &evaluator)
        #expect(draft.steps.map(\.turnsGreen) == [
            ["remove-all › asks"], ["remove-all › Remove empties the list"], ["remove-all › Cancel keeps every trip"],
        ])
        #expect(draft.steps.first?.combined == true)
        #expect(draft.steps.last?.files == solution)
    }

    @Test("a construct whose statements only work together is tried whole, and a step that needs several at once is cut down from the solution")
    func constructsAndReduction() throws {
        let starter = ["PackingList.swift": """
        struct PackingList: View {
            @State private var items = Item.samples
            @State private var query = ""
            @State private var newItem = ""
            var body: some View {
                TextField("New item", text: $newItem)
                Button("Add") {}
                List(items) { item in
                    Text(item.name)
                }
                .searchable(text: $query)
            }
        }

        """]
        let solution = ["PackingList.swift": """
        struct PackingList: View {
            @State private var items = Item.samples
            @State private var query = ""
            @State private var newItem = ""
            @State private var filter = ""
            @State private var confirming = false
            private var visible: [Item] {
                filter.isEmpty ? items : items.filter { $0.name.contains(filter) }
            }
            var body: some View {
                TextField("New item", text: $newItem)
                Button("Add") {
                    items.append(Item(name: newItem))
                    newItem = ""
                }
                .disabled(newItem.isEmpty)
                List(visible) { item in
                    Text(item.name)
                        .swipeActions {
                            Button("Delete", role: .destructive) { confirming = true }
                        }
                }
                .searchable(text: $query)
                .task(id: query) {
                    filter = query
                }
                .confirmationDialog("Remove this item?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) {}
                }
            }
        }

        """]
        /// The packing list's checks, played from the text: filtering needs the filter, the list it filters and the
        /// task that sets it; Add needs its action's two statements and `.disabled`; asking needs the swipe and the
        /// dialog. No single change, and no pair of them, turns any of those green.
        struct PackingEvaluator: CandidateEvaluator {
            mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
                let text = files["PackingList.swift"] ?? ""
                for name in ["filter", "visible", "confirming"] where text.contains(name) && !text.contains("var \(name)") {
                    return .didNotCompile(errors: ["cannot find '\(name)' in scope"])
                }
                var passing = ["packing › the list shows the items"]
                var failing: [String: String] = [:]
                let filters = text.contains("List(visible)") && text.contains(".task(id: query)") && text.contains("filter = query")
                if filters { passing.append("packing › the search filters") } else { failing["packing › the search filters"] = "all items" }
                let adds = text.contains(".disabled(newItem.isEmpty)") && text.contains("items.append") && text.contains("newItem = \"\"")
                if adds { passing.append("packing › Add is disabled until named") } else { failing["packing › Add is disabled until named"] = "enabled" }
                let asks = text.contains(".swipeActions") && text.contains(".confirmationDialog")
                if asks { passing.append("packing › Delete asks first") } else { failing["packing › Delete asks first"] = "no dialog" }
                return .ran(passing: passing, failing: failing)
            }
        }
        var evaluator = PackingEvaluator()
        let changes = ChangeSet(starter: starter, solution: solution, preferred: ["PackingList.swift"])
        let draft = try TutorialDrafter(changes: changes, starter: starter).draft(with: &evaluator)
        #expect(draft.steps.map(\.turnsGreen) == [
            ["packing › Add is disabled until named"], ["packing › the search filters"], ["packing › Delete asks first"],
        ])
        let second = try #require(draft.steps.dropFirst().first?.files["PackingList.swift"])
        #expect(second.contains("List(visible)") && !second.contains(".swipeActions") && !second.contains(".confirmationDialog"))
        #expect(draft.steps.last?.files == solution)
        #expect(draft.oneStepReason == nil)
    }

    @Test("the search never evaluates more candidates than its budget, and still ends at the solution")
    func budget() throws {
        var evaluator = PresentingEvaluator()
        var drafter = TutorialDrafter(changes: Self.changes(), starter: Self.starter)
        drafter.budget = 5
        let draft = try drafter.draft(with: &evaluator)
        #expect(evaluator.asked <= 5 && draft.evaluations == evaluator.asked)
        #expect(draft.budgetRanOut)
        #expect(draft.steps.last?.files == Self.solution)
        #expect(draft.steps.count == 1)
        #expect(draft.oneStepReason?.contains("budget of 5 candidates") == true)
    }

    @Test("the same inputs search the same candidates and draft the same steps")
    func deterministic() throws {
        func run() throws -> ([[Int]], Int) {
            var evaluator = PresentingEvaluator()
            let draft = try TutorialDrafter(changes: Self.changes(), starter: Self.starter).draft(with: &evaluator)
            return (draft.steps.map(\.changes), draft.evaluations)
        }
        let first = try run()
        let second = try run()
        #expect(first.0 == second.0 && first.1 == second.1)
    }

    @Test("a one-step draft says why: checks with a single step to turn green")
    func oneStepReason() throws {
        struct AllOrNothing: CandidateEvaluator {
            mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
                let done = files["TripEditor.swift"]?.contains("Button(\"Save\")") == true && files["TripList.swift"]?.contains(".sheet") == true
                if (files["TripList.swift"] ?? "").contains("TripEditor("), files["TripEditor.swift"] == nil { return .didNotCompile(errors: ["cannot find 'TripEditor' in scope"]) }
                return .ran(passing: done ? ["edit › everything"] : [])
            }
        }
        var evaluator = AllOrNothing()
        let draft = try TutorialDrafter(changes: Self.changes(), starter: Self.starter).draft(with: &evaluator)
        #expect(draft.steps.count == 1)
        let reason = try #require(draft.oneStepReason)
        #expect(reason.contains("only `edit › everything` green") && reason.contains("one step per behaviour"))
    }

    @Test("the summary counts in the singular and the plural")
    func plurals() {
        #expect(TutorialDraftJob.Result.count(1, "step") == "1 step")
        #expect(TutorialDraftJob.Result.count(3, "step") == "3 steps")
        #expect(TutorialDraftJob.Result.count(0, "candidate") == "0 candidates")
    }

    @Test("the cache key covers the text of the lesson's own check files")
    func fingerprintCoversChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lesson23/checks"), withIntermediateDirectories: true)
        let lessonFile = folder.appendingPathComponent("lesson23.md").path
        let checkFile = folder.appendingPathComponent("lesson23/checks/edit-sheet.swift")
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: lessonFile, text: """
        ---
        lesson: 23
        title: Sheets
        ---

        ## Exercise

        ```quest-exercise
        id: edit
        entry: TripList
        checks: edit-sheet
        starter: lesson23/starter
        solution: lesson23/solution
        ```

        """).lesson)
        // The parser keeps a lesson's own check only when its file exists; the key is asked about it directly.
        var exercise = try #require(lesson.exercises.first)
        exercise.checks = ["edit-sheet"]
        func key() -> String {
            GraderEvaluator.fingerprint(exercises: [exercise], lessonFile: lessonFile, moduleDirectory: folder.path)
        }
        try Data("check.step(\"tapping a trip opens a sheet\")".utf8).write(to: checkFile)
        let before = key()
        #expect(key() == before)
        try Data("check.step(\"tapping a row opens a sheet\")".utf8).write(to: checkFile)
        #expect(key() != before)
    }
}

@Suite("Tutorial step prose")
struct StepProseTests {
    static let lesson = """
    ---
    lesson: 30
    title: Sheets
    ---

    `.sheet(isPresented:)` presents a sheet while a Boolean is true. `.sheet(item:)` presents a sheet while an optional
    holds a value, and hands that value to its content. `@Environment(\\.dismiss)` gives the editor a way to close
    itself; Save and Cancel both call it.

    ## Exercise

    Tap a trip to open it. `.searchable(text:)` is not needed here.

    ```quest-exercise
    id: edit
    entry: TripList
    checks: edit-sheet
    starter: lesson30/starter
    solution: lesson30/solution
    ```

    """

    static func prose() throws -> StepProse {
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: Self.lesson).lesson)
        return StepProse(lesson: lesson, learnerFiles: [])
    }

    @Test("code using .sheet(item:) is explained by the .sheet(item:) sentence, not the .sheet(isPresented:) one")
    func argumentLabels() throws {
        let prose = try Self.prose()
        let apis = prose.introducedAPIs(added: ["        .sheet(item: $editing) { trip in"], before: "")
        #expect(apis == [".sheet(item:)"])
        let text = prose.prose(apis: apis, paths: ["TripList.swift"])
        #expect(text == "`.sheet(item:)` presents a sheet while an optional holds a value, and hands that value to its content.")
    }

    @Test("a clause cut at a semicolon is given back as its whole sentence")
    func wholeSentences() throws {
        let text = try Self.prose().prose(apis: [".dismiss"], paths: ["TripEditor.swift"])
        #expect(text == "`@Environment(\\.dismiss)` gives the editor a way to close itself; Save and Cancel both call it.")
    }

    @Test("the exercise's own text is never repeated back; with nothing to quote, one sentence names the API")
    func noExerciseText() throws {
        let text = try Self.prose().prose(apis: [".searchable(text:)"], paths: ["TripList.swift"])
        #expect(text == "This step adds `.searchable(text:)` to `TripList.swift`. The new lines are marked.")
    }

    @Test("a one-step draft's introduction says one step, not 1 steps")
    func oneStepIntroduction() throws {
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: Self.lesson).lesson)
        let changes = TutorialSearchTests.changes()
        var drafter = TutorialDrafter(changes: changes, starter: TutorialSearchTests.starter)
        drafter.budget = 3
        var evaluator = PresentingEvaluator()
        let draft = try drafter.draft(with: &evaluator)
        let markdown = TutorialDraftWriter(lesson: lesson, starter: TutorialSearchTests.starter).markdown(draft, changes: changes)
        #expect(markdown.contains("Build the exercise in one step, from the starter to the solution."))
    }
}
