import QuestChecks
import QuestUI
import Testing

/// A route whose `==` calls every trip equal, and whose `hash` agrees: what a learner could write to make a wrong
/// path compare equal to the right one.
private enum LyingRoute: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
    case home

    static func == (lhs: LyingRoute, rhs: LyingRoute) -> Bool {
        switch (lhs, rhs) {
        case (.trip, .trip), (.log, .log), (.home, .home): true
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {}
}

/// A route that describes itself as something else.
private enum DescribedRoute: Hashable, CustomStringConvertible {
    case home
    case settings
    var description: String { "home" }
}

/// A value that reflects itself as something else.
private struct MirroredTrip: Hashable, CustomReflectable {
    var id: Int
    var customMirror: Mirror { Mirror(self, children: ["id": 42]) }
}

/// A type nested in an extension of the standard library's `Optional`: its runtime name starts with
/// `(extension in QuestChecksTests):Swift.Optional`, and it reflects itself.
extension Optional {
    fileprivate enum NestedScreen: Hashable, CustomReflectable {
        case trip(id: Int)
        var customMirror: Mirror { Mirror(self, children: [:]) }
    }
}

/// A route whose payload is a closure: every closure has no stored properties to read.
private enum ClosureRoute {
    case trip(() -> Int)
}

@Suite("ValueShape: values compared by what they are made of, not by their own ==")
struct ValueShapeTests {
    @Test("a route's own == does not make different payloads the same")
    func lyingEquality() {
        let actual: [AnyHashable] = [LyingRoute.trip(id: 0), LyingRoute.log(tripID: 0)]
        let expected: [AnyHashable] = [LyingRoute.trip(id: 42), LyingRoute.log(tripID: 42)]
        #expect(actual == expected, "the premise: the route's own == calls them equal")
        #expect(!ValueShape(of: actual).isSame(as: ValueShape(of: expected)))
        #expect(ValueShape(of: expected).isSame(as: ValueShape(of: [AnyHashable](expected))))
        #expect(ValueShape(of: LyingRoute.home).isSame(as: ValueShape(of: LyingRoute.home)))
        #expect(!ValueShape(of: LyingRoute.home).isSame(as: ValueShape(of: LyingRoute.trip(id: 1))))
    }

    @Test("shapes are written as Swift would write the value")
    func descriptions() {
        #expect(ValueShape(of: LyingRoute.trip(id: 42)).description == ".trip(id: 42)")
        #expect(ValueShape(of: LyingRoute.home).description == ".home")
        #expect(ValueShape(of: [AnyHashable]([LyingRoute.trip(id: 7), LyingRoute.log(tripID: 7)])).description
            == "[.trip(id: 7), .log(tripID: 7)]")
        #expect(ValueShape(of: ["Lisbon", "Oslo"]).description == "[\"Lisbon\", \"Oslo\"]")
        #expect(ValueShape(of: Optional<Int>.none as Any).description == "nil")
        #expect(ValueShape(of: (3, name: "x")).description == "(3, name: \"x\")")
    }

    @Test("Describe.value writes a learner's value by shape, never by its own description")
    func describedByShape() {
        struct Liar: CustomStringConvertible {
            var rows: [String]
            var description: String { "[\"Socks\"]" }
        }
        #expect(Describe.value(Liar(rows: ["Passport", "Socks"])) == "Liar(rows: [\"Passport\", \"Socks\"])")
        #expect(Describe.value(3.5) == "3.5")
        #expect(Describe.value(["Lisbon"]) == "[\"Lisbon\"]")
    }

    @Test("a type that reflects or describes itself with its own code cannot be read, and is never the same")
    func unreadable() {
        #expect(ValueShape(of: MirroredTrip(id: 1)).unreadableType?.hasSuffix("MirroredTrip") == true)
        #expect(!ValueShape(of: MirroredTrip(id: 1)).isSame(as: ValueShape(of: MirroredTrip(id: 1))))
        #expect(ValueShape(of: DescribedRoute.settings).unreadableType?.hasSuffix("DescribedRoute") == true)
        #expect(ValueShape(of: [AnyHashable]([DescribedRoute.home])).unreadableType != nil)
        // The standard library's and quest's own reflection and descriptions are believed.
        #expect(ValueShape(of: Control.Kind.button).description == ".button")
        #expect(ValueShape(of: [1: "a"]).unreadableType == nil)
        #expect(ValueShape(of: Set([1, 2])).unreadableType == nil)
    }

    @Test("equal sets and dictionaries have the same shape whatever order their hash tables list them in")
    func unorderedCollections() {
        // The same two keys, one dictionary grown to 40 and shrunk back: its table lists them in another order in
        // about half of all processes (the hash seed differs per process), so every pair is tried.
        var grown: [String: Int] = [:]
        for index in 0..<40 { grown["k\(index)"] = index }
        for index in 2..<40 { grown["k\(index)"] = nil }
        let plain: [String: Int] = ["k0": 0, "k1": 1]
        #expect(grown == plain)
        #expect(ValueShape(of: grown).isSame(as: ValueShape(of: plain)), "\(ValueShape(of: grown)) \(ValueShape(of: plain))")
        var roomy = Set<String>(minimumCapacity: 64)
        roomy.formUnion(["x", "y", "z"])
        #expect(ValueShape(of: roomy).isSame(as: ValueShape(of: Set(["z", "y", "x"]))))
        #expect(ValueShape(of: Set(["x", "y"])).description == "[\"x\", \"y\"]")
        #expect(!ValueShape(of: ["k0": 0, "k1": 2]).isSame(as: ValueShape(of: plain)))
        // Arrays keep their order: it is part of the value.
        #expect(!ValueShape(of: ["x", "y"]).isSame(as: ValueShape(of: ["y", "x"])))
    }

    @Test("a type nested in an extension of Swift's own is the extending module's, and a closure cannot be read")
    func extensionsAndClosures() {
        #expect(!ValueShape.isTrusted(Optional<Int>.NestedScreen.self), "\(String(reflecting: Optional<Int>.NestedScreen.self))")
        #expect(!ValueShape(of: Optional<Int>.NestedScreen.trip(id: 0)).isSame(as: ValueShape(of: Optional<Int>.NestedScreen.trip(id: 42))))
        #expect(ValueShape.isTrusted((Int, String).self) && ValueShape.isTrusted(Int.self))
        #expect(!ValueShape.isTrusted(((Int) -> Int).self))
        #expect(ValueShape(of: ClosureRoute.trip { 0 }).unreadableType == "() -> Swift.Int")
        #expect(!ValueShape(of: ClosureRoute.trip { 0 }).isSame(as: ValueShape(of: ClosureRoute.trip { 42 })))
    }

    @Test("expect(_:equals:) fails a value whose == lies, and says why for one that cannot be read")
    @MainActor func expectEquals() async throws {
        let recorder = CheckRecorder()
        let context = CheckContext(name: "shape", recorder: recorder)
        context.expect([LyingRoute.trip(id: 0)], equals: [LyingRoute.trip(id: 42)], "lying ==")
        context.expect([LyingRoute.trip(id: 42)], equals: [LyingRoute.trip(id: 42)], "same routes")
        context.expect(MirroredTrip(id: 1), equals: MirroredTrip(id: 1), "self-reflecting")
        let results = recorder.results
        #expect(results.map(\.status) == [.fail, .pass, .fail])
        #expect(results[2].actual.contains("reflects or describes itself"), "\(results[2].actual)")
    }
}
