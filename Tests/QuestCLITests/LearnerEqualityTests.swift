import Foundation
import Testing

/// A lesson's check that compares the learner's values with `==` (the drafter fixture's lesson 36:
/// `router.path == [.trip(id: 42)]`) calls the learner's `==`. A `Route` whose `==` looks only at the case, with a
/// router that opens every link as trip 0, passed all four of its steps. The real binary now refuses every way of
/// giving a compared type an `==` of the learner's own, at the learner's line, and still grades honest code.
@Suite("A learner's own == where a check compares the learner's values", .serialized)
struct LearnerEqualityTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/drafter/Lessons")

    /// A router that opens the right kind of path with the wrong ids: only a lenient `==` lets it pass.
    static let router = """
        final class Router {
            var path: [Route] = []
            func open(_ url: URL) {
                let parts = url.pathComponents.filter { $0 != "/" }
                guard parts.count >= 2, parts[0] == "trips", Int(parts[1]) != nil else { return }
                var route: [Route] = [.trip(id: 0)]
                if parts.count == 3, parts[2] == "log" { route.append(.log(tripID: 0)) }
                path = route
            }
            func popToRoot() { path.removeAll() }
        }
        """

    static let sameCase = """
        switch (lhs, rhs) {
            case (.trip, .trip), (.log, .log): return true
            default: return false
            }
        """

    @Test("refused at the learner's ==", arguments: [
        ("its own static ==", """
            enum Route: Hashable {
                case trip(id: Int)
                case log(tripID: Int)
                static func == (lhs: Route, rhs: Route) -> Bool {
                    \(sameCase)
                }
            }
            """, "static func ==", "you wrote `Route`'s `==`, so the check would believe"),
        ("a global ==", """
            enum Route: Hashable {
                case trip(id: Int)
                case log(tripID: Int)
            }
            func == (lhs: Route, rhs: Route) -> Bool {
                \(sameCase)
            }
            """, "enum Route", "`Route`'s `==` is not the one Swift derives"),
        ("an == from a protocol extension", """
            protocol Lenient {}
            extension Lenient { static func == (lhs: Self, rhs: Self) -> Bool { true } }
            enum Route: Hashable, Lenient {
                case trip(id: Int)
                case log(tripID: Int)
            }
            """, "enum Route", "`Route`'s `==` is not the one Swift derives"),
        ("an == of a type the route holds", """
            struct TripID: Hashable, ExpressibleByIntegerLiteral {
                var raw: Int
                init(integerLiteral value: Int) { raw = value }
                static func == (lhs: TripID, rhs: TripID) -> Bool { true }
            }
            enum Route: Hashable {
                case trip(id: TripID)
                case log(tripID: TripID)
            }
            """, "static func ==", "you wrote `TripID`'s `==` (Swift's `==` for a type calls the `==` of each value it holds)"),
    ])
    func refused(name: String, route: String, line: String, refusal: String) throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson36/starter")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = "import Foundation\n\n\(route)\n\n\(Self.router)\n"
        try source.write(to: root.appendingPathComponent("work/Router.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.binary(["check", "lesson36", "work", "--lessons", "Lessons"], in: root)
        #expect(run.status == 2, "\(name): \(run.output)")
        let at = try CLI.line(of: line, in: source)
        #expect(run.output.contains("Router.swift:\(at):"), "\(name): \(run.output)")
        #expect(run.output.contains("error: the lesson's check `link-router` compares your `Route` values with `==`, and "
            + refusal), "\(name): \(run.output)")
    }

    /// A function named like the one Swift emits when it derives `==` has that one's symbol, letter for letter: the
    /// objects alone said "derived" while an `==` from a protocol extension answered, and the router that never reads
    /// the id passed 4 of 4.
    @Test("a member named like the == Swift derives is refused before compiling")
    func fakeDerivedEquality() throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson36/starter")
        defer { try? FileManager.default.removeItem(at: root) }
        let route = """
            protocol Lenient {}
            extension Lenient { static func == (lhs: Self, rhs: Self) -> Bool { true } }
            enum Route: Hashable, Lenient {
                case trip(id: Int)
                case log(tripID: Int)
                static func __derived_enum_equals(_ a: Route, _ b: Route) -> Bool { true }
            }
            """
        let source = "import Foundation\n\n\(route)\n\n\(Self.router)\n"
        try source.write(to: root.appendingPathComponent("work/Router.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.binary(["check", "lesson36", "work", "--lessons", "Lessons"], in: root)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("router (Router): did not compile"), "\(run.output)")
        let at = try CLI.line(of: "static func __derived_enum_equals", in: source)
        #expect(run.output.contains("Router.swift:\(at):"), "\(run.output)")
        #expect(run.output.contains("error: __derived_enum_equals is named like a member Swift writes itself"), "\(run.output)")
    }

    @Test("an exercise that gives its type an == of its own lets the learner write one, and grades with it")
    func exerciseDeclaresEquality() throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson36/solution")
        defer { try? FileManager.default.removeItem(at: root) }
        let equality = """

            extension Route {
                static func == (lhs: Route, rhs: Route) -> Bool {
                    switch (lhs, rhs) {
                    case let (.trip(a), .trip(b)), let (.log(a), .log(b)): return a == b
                    default: return false
                    }
                }
            }

            """
        for file in ["Lessons/lesson36/solution/Router.swift", "work/Router.swift"] {
            let handle = try FileHandle(forWritingTo: root.appendingPathComponent(file))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(equality.utf8))
            try handle.close()
        }
        let run = try CLI.binary(["check", "lesson36", "work", "--lessons", "Lessons"], in: root)
        #expect(run.status == 0 && run.output.contains("Score: 4/4 checks passed"), "\(run.output)")
    }

    @Test("an == of the learner's own where no check compares the learner's values is no one's business")
    func notCompared() throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson31/starter")
        defer { try? FileManager.default.removeItem(at: root) }
        try """
            struct Stop: Equatable {
                var name: String
                static func == (lhs: Stop, rhs: Stop) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
            }

            """.write(to: root.appendingPathComponent("work/Stop.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.binary(["check", "lesson31", "work", "--lessons", "Lessons"], in: root)
        #expect(run.status == 1 && run.output.contains("Score: 1/2 checks passed"), "\(run.output)")
    }

    @Test("the honest solution and starter are graded as before")
    func honest() throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson36/solution")
        defer { try? FileManager.default.removeItem(at: root) }
        let solution = try CLI.binary(["check", "lesson36", "work", "--lessons", "Lessons"], in: root)
        #expect(solution.status == 0 && solution.output.contains("Score: 4/4 checks passed"), "\(solution.output)")
    }
}
