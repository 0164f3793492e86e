import Foundation
import Testing
@testable import QuestGrader

@Suite("router-tests: the files the router is built from, and the course's routers for a NavigationPath")
struct LearnerTestsFilesTests {
    static let route = SwiftSourceFile(path: "Route.swift", text: "enum Route: Hashable { case trip(id: Int) }\n")
    static let router = SwiftSourceFile(path: "Router.swift", text: """
        import SwiftUI
        @Observable final class Router {
            var path: [Route] = []
            func open(_ url: URL) { if let stack = DeepLinkParser.stack(for: url) { path = stack } }
        }
        """)
    static let parser = SwiftSourceFile(path: "DeepLinkParser.swift", text: "enum DeepLinkParser { static func stack(for url: URL) -> [Route]? { nil } }\n")
    static let home = SwiftSourceFile(path: "Router+Home.swift", text: "extension Router { func popToRoot() { path.removeAll() } }\n")
    static let rootView = SwiftSourceFile(path: "RootView.swift", text: """
        import SwiftUI
        struct RootView: View {
            @State private var router = Router()
            var body: some View { ContentView() }
        }
        """)
    static let content = SwiftSourceFile(path: "ContentView.swift", text: "struct ContentView: View { var body: some View { Text(\"Trips\") } }\n")

    @Test("a helper type and an extension of Router in other files are included; the app's views are not")
    func closure() {
        let workspace = LearnerWorkspace(directory: "/learner", sources: [Self.content, Self.rootView, Self.home, Self.parser, Self.router, Self.route])
        #expect(LearnerTests.routerFiles(of: workspace).map(\.path) == ["Router+Home.swift", "DeepLinkParser.swift", "Router.swift", "Route.swift"])
    }

    @Test("a router whose path is a NavigationPath is recognised, a [Route] one is not")
    func navigationPath() {
        let navigation = SwiftSourceFile(path: "Router.swift", text: "final class Router {\n    var path = NavigationPath()\n}\n")
        #expect(NavigationPathRouter.holdsNavigationPath([navigation]))
        #expect(!NavigationPathRouter.holdsNavigationPath([Self.router]))
    }

    @Test("a course router gets its [Route] path renamed and a NavigationPath path beside it; url.pathComponents is kept")
    func adapting() throws {
        let course = SwiftSourceFile(path: "Router.swift", text: """
            final class Router {
                var path: [Route] = []
                func open(_ url: URL) { let parts = url.pathComponents; path = []; path.append(.trip(id: parts.count)) }
            }
            """)
        let adapted = NavigationPathRouter.adapting([course])
        #expect(adapted.map(\.path) == ["Router.swift", "QuestNavigationPath.swift"])
        let text = adapted[0].text
        #expect(text.contains("var questRoutes: [Route] = []") && text.contains("url.pathComponents"))
        #expect(text.contains("questRoutes = []; questRoutes.append(") && !text.contains(" path"))
        #expect(adapted[1].text.contains("var path: NavigationPath"))
    }

    @Test("tests that import XCTest are recognised, to say that router-tests does not run them")
    func xcTest() {
        #expect(LearnerTests.usesXCTest([SwiftSourceFile(path: "Tests/RouterTests.swift", text: "import XCTest\n")]))
        #expect(!LearnerTests.usesXCTest([SwiftSourceFile(path: "Tests/RouterTests.swift", text: "import Testing\n")]))
    }
}

@Suite("router-tests: a wrong router is caught only where the course's correct router passes")
struct LearnerTestsCatchTests {
    /// A finished run whose expectations failed at `failures` (test, line).
    static func run(_ failures: [(String, Int)], ended: Bool = true) -> TestEventStream {
        var events = TestEventStream(Data())
        events.started = true
        events.ended = ended
        events.ran = ["negativeIdsAreIgnored()", "links()"]
        events.failures = failures.map { TestEventStream.Failure(test: $0.0, message: "Expectation failed", file: "RouterTests.swift", line: $0.1) }
        return events
    }

    @Test("an expectation that also fails on the reference catches nothing; another one, or a crash, does")
    func catches() {
        let reference = Self.run([("negativeIdsAreIgnored()", 9)])
        #expect(!LearnerTests.catches(Self.run([("negativeIdsAreIgnored()", 9)]), beyond: reference))
        #expect(LearnerTests.catches(Self.run([("negativeIdsAreIgnored()", 9), ("links()", 20)]), beyond: reference))
        #expect(LearnerTests.catches(Self.run([("negativeIdsAreIgnored()", 12)]), beyond: reference), "another line of the same test")
        #expect(LearnerTests.catches(Self.run([("negativeIdsAreIgnored()", 9)], ended: false), beyond: reference))
    }
}
