import Foundation
import Testing
@testable import QuestGrader

@Suite("The glue between learner types and the checkers")
struct CheckGlueTests {
    /// This target's copy of Lessons/lesson22/<folder> (Fixtures/README.md), read as the grader reads a workspace.
    static func lessonFiles(_ folder: String) throws -> [SwiftSourceFile] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lesson22/\(folder)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { SwiftSourceFile(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("hands the entry view to the view checks", arguments: [
        ("toolbar-layout", "harness.add(\"toolbar-layout\", ToolbarLayoutCheck(view: { ContentView() }))"),
        ("search-filter", "harness.add(\"search-filter\", SearchFilterCheck(view: { ContentView() }))"),
    ])
    func viewChecks(check: String, statement: String) {
        #expect(CheckGlue().statements(check: check, entry: "ContentView", sources: []) == statement)
    }

    @Test("adds a lesson's own check file by the type in it that conforms to Check")
    func checkFile() throws {
        let file = SwiftSourceFile(path: "Lessons/lesson23/checks/edit-sheet.swift", text: """
            import QuestChecks
            // struct NotThis: Check {}
            private struct Helper: Equatable {}
            struct EditSheetCheck: QuestChecks.Check {
                func run(_ check: CheckContext) async throws {}
            }
            """)
        #expect(try CheckGlue().statements(checkFile: file, name: "edit-sheet") == "harness.add(\"edit-sheet\", EditSheetCheck())")
    }

    @Test("says what to write when a check file holds no check")
    func checkFileWithoutCheck() {
        let file = SwiftSourceFile(path: "Lessons/lesson23/checks/edit-sheet.swift", text: "struct Helper {}\n")
        #expect(throws: GraderError.usage("Lessons/lesson23/checks/edit-sheet.swift declares no type that conforms to Check: "
            + "write `struct EditSheetCheck: Check { func run(_ check: CheckContext) async throws { … } }`")) {
            try CheckGlue().statements(checkFile: file, name: "edit-sheet")
        }
    }

    @Test("knows no other check")
    func unknownCheck() {
        #expect(CheckGlue().statements(check: "layout", entry: "ContentView", sources: []) == nil)
    }

    @Test("wires the solution's router, its locations and its .onOpenURL view")
    func solutionRouter() throws {
        let glue = try #require(CheckGlue().statements(check: "router", entry: "Router", sources: Self.lessonFiles("solution")))
        #expect(glue.contains("make: { Router() },"))
        #expect(glue.contains("route: SourcePoint(file: \"Router.swift\", line: 5)"))
        #expect(glue.contains("open: SourcePoint(file: \"Router.swift\", line: 16)"))
        #expect(glue.contains("popToRoot: SourcePoint(file: \"Router.swift\", line: 24)"))
        #expect(glue.hasSuffix("harness.add(\"router\", RouterCheck(probe: probe, linkView: { RootView() }))"))
    }

    @Test("checks the starter's router alone: it has no .onOpenURL view")
    func starterRouter() throws {
        let glue = try #require(CheckGlue().statements(check: "router", entry: "Router", sources: Self.lessonFiles("starter")))
        #expect(glue.hasSuffix("harness.add(\"router\", RouterCheck(probe: probe, missingLinkView: \"no view applies .onOpenURL, so the links were not opened through a view\"))"), "\(glue)")
    }

    @Test("opens links through the app's window when .onOpenURL is in the app's body, not in a view")
    func appOpensLinks() throws {
        let app = SwiftSourceFile(path: "TripsApp.swift", text: """
            import SwiftUI

            @main struct TripsApp: App {
                @State private var router = Router()

                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .environment(router)
                            .onOpenURL { router.open($0) }
                    }
                }
            }
            """)
        let sources = try Self.lessonFiles("starter") + [app]
        let glue = try #require(CheckGlue().statements(check: "router", entry: "Router", sources: sources))
        #expect(glue.hasSuffix("harness.add(\"router\", RouterCheck(probe: probe, linkView: { AppWindow.content(of: TripsApp()) ?? AnyView(EmptyView()) }))"), "\(glue)")
        #expect(CheckGlue.learnerTypes(check: "router", entry: "Router", sources: sources).contains("TripsApp"))
    }

    @Test("makes the view through the learner's app when its window group shows it, so the app's environment is there")
    func viewThroughApp() throws {
        let app = SwiftSourceFile(path: "TripsApp.swift", text: """
            @main
            struct TripsApp: App {
                @State private var store = TripStore()
                // ContentView() is named here only in a comment
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environment(store)
                    }
                }
            }
            """)
        let glue = try #require(CheckGlue().statements(check: "toolbar-layout", entry: "ContentView", sources: [app]))
        #expect(glue == "harness.add(\"toolbar-layout\", ToolbarLayoutCheck(view: { AppWindow.content(of: TripsApp()) ?? AnyView(ContentView()) }))")
        #expect(CheckGlue.learnerTypes(check: "toolbar-layout", entry: "ContentView", sources: [app]) == ["ContentView", "TripsApp"])
        // A view the window group does not show is made bare.
        #expect(CheckGlue().statements(check: "search-filter", entry: "TripList", sources: [app])?.contains("view: { TripList() }") == true)
    }

    @Test("makes a view that reads the app's environment through the app when a view the window shows hosts it")
    func hostedViewThroughApp() throws {
        func sources(contentReads: String) -> [SwiftSourceFile] {
            [SwiftSourceFile(path: "App.swift", text: """
                struct TripsApp: App {
                    @State private var store = TripStore()
                    var body: some Scene { WindowGroup { RootView().environment(store) } }
                }
                struct RootView: View {
                    var body: some View { NavigationStack { ContentView() } }
                }
                struct ContentView: View {
                    \(contentReads)
                    var body: some View { Text("") }
                }
                """)]
        }
        let reads = try #require(CheckGlue().statements(check: "search-filter", entry: "ContentView",
                                                        sources: sources(contentReads: "@Environment(TripStore.self) private var store")))
        #expect(reads.contains("view: { AppWindow.content(of: TripsApp()) ?? AnyView(ContentView()) }"), "\(reads)")
        let bare = try #require(CheckGlue().statements(check: "search-filter", entry: "ContentView",
                                                       sources: sources(contentReads: "@State private var store = TripStore()")))
        #expect(bare.contains("view: { ContentView() }"), "\(bare)")
    }

    @Test("says which view applies .onOpenURL but cannot be made without arguments")
    func linkViewNeedingArguments() {
        let source = SwiftSourceFile(path: "RootView.swift", text: "struct RootView: View {\n    let router: Router\n    var body: some View { Text(\"\").onOpenURL { router.open($0) } }\n}")
        #expect(LinkViewFinder.view(in: [source]) == nil)
        #expect(LinkViewFinder.whyNone(in: [source]) == "RootView() cannot be made: it needs values, so the links were not opened through it")
    }

    @Test("finds a link view only when Name() can create it", arguments: [
        ("struct A: View {\n    @State private var router = Router()\n    var body: some View { Text(\"\").onOpenURL { router.open($0) } }\n}", "A"),
        ("struct A: View {\n    @Environment(Router.self)\n    private var router\n    var body: some View { Text(\"\").onOpenURL { router.open($0) } }\n}", "A"),
        ("struct A: View {\n    var note: String?\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", "A"),
        ("struct A: View {\n    let trip: Int\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", nil),
        ("struct A: View {\n    @Binding var path: [Int]\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", nil),
        ("struct A: View {\n    @State private var lastLink: URL?\n    @SceneStorage(\"path\") private var saved: Data?\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", "A"),
        ("struct A: View {\n    @Binding var link: URL?\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", nil),
        ("struct A: View {\n    init(x: Int) {}\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", nil),
        ("struct A: View {\n    let x: Int\n    init() { x = 1 }\n    var body: some View { Text(\"\").onOpenURL { _ in } }\n}", "A"),
        ("// .onOpenURL in a comment\nstruct A: View {\n    var body: some View { Text(\".onOpenURL\") }\n}", nil),
        ("struct TripsApp: App {\n    var body: some Scene { WindowGroup { Text(\"\").onOpenURL { _ in } } }\n}", nil),
    ] as [(String, String?)])
    func linkView(source: String, view: String?) {
        #expect(LinkViewFinder.view(in: [SwiftSourceFile(path: "A.swift", text: source)]) == view)
    }

    @Test("turns compile errors in the glue into the contract's words", arguments: [
        ("router", "cannot find 'Router' in scope", "expected a type named Router with init(), path, open(_:) and popToRoot()"),
        ("router", "value of type 'Router' has no member 'open'", "expected a type named Router with a method open(_:) that takes a URL"),
        ("router", "type 'Route' has no member 'log'", "expected Route to have a case log(tripID: Int)"),
        ("router", "no exact matches in call to static method 'elements'", "expected Router.path to be an array of Route ([Route]) or a NavigationPath"),
        // The compiler's own words for common mismatches, recorded from swiftc 6.3.
        ("router", "incorrect argument label in call (have 'id:', expected 'identifier:')", "expected Route's cases to be spelled trip(id:) and log(tripID:)"),
        ("router", "missing argument label 'url:' in call", "expected open(_:) to take the URL without a label, as open(url)"),
        ("router", "missing argument for parameter 'name' in call", "expected Router() to create a router with no arguments"),
        ("router", "cannot convert value of type '[String]' to expected argument type '[Route]'", "expected Router.path to be an array of Route ([Route]) or a NavigationPath"),
        ("router", "'async' call in a function that does not support concurrency", "expected open(_:) and popToRoot() to be plain methods, not async"),
        ("router", "cannot convert value of type 'URL' to expected argument type 'String'", "expected open(_:) to take a URL"),
        ("router", "initializer 'init(_:)' requires that 'Route' conform to 'Hashable'", "expected Route to be Hashable (enum Route: Hashable)"),
        ("toolbar-layout", "cannot find 'ContentView' in scope", "expected a view named ContentView"),
        ("toolbar-layout", "missing argument for parameter 'trips' in call", "expected ContentView() to need no arguments: give every property a default value"),
        ("search-filter", "something unforeseen", "expected a view named ContentView that can be created with ContentView()"),
    ])
    func contract(check: String, diagnostic: String, sentence: String) {
        let entry = check == "router" ? "Router" : "ContentView"
        #expect(CheckGlue().contract(check: check, entry: entry, diagnostics: [diagnostic]) == sentence)
    }

    @Test("names each broken part of the contract once")
    func severalDiagnostics() {
        let sentence = CheckGlue().contract(check: "router", entry: "Router", diagnostics: [
            "value of type 'Router' has no member 'open'", "value of type 'Router' has no member 'open'",
            "value of type 'Router' has no member 'popToRoot'",
        ])
        #expect(sentence == "expected a type named Router with a method open(_:) that takes a URL; expected a type named Router with a method popToRoot()")
    }

    @Test("escapes file names for Swift string literals", arguments: [
        ("Router.swift", "\"Router.swift\""),
        ("My \"Router\".swift", "\"My \\\"Router\\\".swift\""),
        ("a\\b\n", "\"a\\\\b\\n\""),
        ("\u{1}", "\"\\u{1}\""),
    ])
    func literal(text: String, literal: String) {
        #expect(CheckGlue.literal(text) == literal)
    }
}

@Suite("Whether the learner's code shows the entry view inside a navigation container")
struct NavigationContainerGlueTests {
    private func statement(_ files: [String: String]) -> String? {
        let sources = files.keys.sorted().map { SwiftSourceFile(path: $0, text: files[$0]!) }
        return CheckGlue().statements(check: "toolbar-layout", entry: "ContentView", sources: sources)
    }

    @Test("its own stack, a view around it with one, or an app's window whose root view has one: the toolbar can show")
    func inside() {
        let list = "struct ContentView: View { var body: some View { List { Text(\"Lisbon\") }.toolbar { Button(\"Add\") {} } } }"
        for files in [
            ["ContentView.swift": "struct ContentView: View { var body: some View { NavigationStack { Text(\"Lisbon\") } } }"],
            ["ContentView.swift": list, "RootView.swift": "struct RootView: View { var body: some View { NavigationStack { ContentView() } } }"],
            ["ContentView.swift": list, "Shell.swift": "struct Shell: View { var body: some View { TabView { ContentView() } } }",
             "App.swift": "@main struct TripsApp: App { var body: some Scene { WindowGroup { NavigationView { Shell() } } } }"],
            // A host that wraps it in a container of its own, or a modifier: the container's body is not followed.
            ["ContentView.swift": list, "RootView.swift": "struct RootView: View { var body: some View { AppShell { ContentView() } } }"],
            ["ContentView.swift": list, "RootView.swift": "struct RootView: View { var body: some View { ContentView().embedInNavigationStack() } }"],
        ] {
            #expect(statement(files) == "harness.add(\"toolbar-layout\", ToolbarLayoutCheck(view: { ContentView() }))", "\(files.keys.sorted())")
        }
    }

    @Test("nothing the learner wrote puts it in a navigation container: the check is told so")
    func outside() {
        let list = "struct ContentView: View { var body: some View { List { Text(\"Lisbon\") }.toolbar { Button(\"Add\") {} } } }"
        for files in [
            ["ContentView.swift": list, "RootView.swift": "struct RootView: View { var body: some View { NavigationStack { Text(\"Choose a trip\") } } }"],
            // Previews name it, but no app shows a preview.
            ["ContentView.swift": list + "\n#Preview { NavigationStack { ContentView() } }\nstruct ContentView_Previews: PreviewProvider { static var previews: some View { NavigationStack { ContentView() } } }"],
            // The app's window shows it bare.
            ["ContentView.swift": list, "App.swift": "@main struct TripsApp: App { var body: some Scene { WindowGroup { ContentView() } } }"],
        ] {
            #expect(statement(files)?.hasSuffix("}, shownInNavigation: false))") == true, "\(files.keys.sorted())")
        }
    }
}
