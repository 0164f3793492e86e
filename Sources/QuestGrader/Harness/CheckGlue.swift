import QuestCore

/// The glue between a learner's types and the checks: Swift statements the grader compiles into the harness (see
/// HarnessProtocol.md). The one place that turns a check's name into the Swift that runs it.
///
/// QuestGrader never links QuestChecks; this file only writes Swift text that calls it. Every learner name the glue
/// uses (`ContentView()`, `Router()`, `Route.trip(id:)`) is part of the lesson's contract, so a compile error here
/// always means "the contract is not met", and `ContractRules` says which part.
public struct CheckGlue: HarnessGlue {
    /// Creates the glue.
    public init() {}

    public func statements(check: String, entry: String, sources: [SwiftSourceFile]) -> String? {
        guard let builtIn = BuiltInCheck(rawValue: check) else { return nil }
        let name = Self.literal(check)
        switch builtIn {
        case .toolbarLayout:
            // A view that nothing puts in a navigation container has its toolbar in no bar (the check says so).
            let outside = AppFinder.showsInNavigation(entry, in: sources) ? "" : ", shownInNavigation: false"
            return "harness.add(\(name), ToolbarLayoutCheck(view: { \(Self.making(entry, sources: sources)) }\(outside)))"
        case .searchFilter:
            return "harness.add(\(name), SearchFilterCheck(view: { \(Self.making(entry, sources: sources)) }))"
        case .router:
            return routerStatements(name: name, router: entry, sources: sources)
        case .routerTests:
            // Not in the harness: the grader builds the learner's tests itself (`LearnerTests`).
            return nil
        }
    }

    /// The learner's types the glue for `check` names: the exercise's entry, and for `router` its `Route` and the
    /// view with `.onOpenURL` it found in `sources`. They are the exercise's by contract (`ExerciseAPI`), whatever its
    /// starter and solution declare.
    public static func learnerTypes(check: String, entry: String, sources: [SwiftSourceFile]) -> [String] {
        guard BuiltInCheck(rawValue: check) == .router else { return [entry] + (AppFinder.app(showing: entry, in: sources).map { [$0] } ?? []) }
        let view = LinkViewFinder.view(in: sources)
        let app = view.flatMap { AppFinder.app(showing: $0, in: sources) } ?? (view == nil ? LinkViewFinder.app(in: sources) : nil)
        return [entry, "Route"] + (view.map { [$0] } ?? []) + (app.map { [$0] } ?? [])
    }

    /// The expression that makes `view` for a check: the learner's app's window content when the app's window group
    /// shows it (so that the environment the app gives it, `.environment(store)`, is there, as on a device), else
    /// `View()`.
    static func making(_ view: String, sources: [SwiftSourceFile]) -> String {
        guard let app = AppFinder.app(showing: view, in: sources) else { return "\(view)()" }
        return "AppWindow.content(of: \(app)()) ?? AnyView(\(view)())"
    }

    /// `harness.add("edit-sheet", EditSheetCheck())`: the lesson's own check, the type in `file` that conforms to
    /// `Check`. Throws when the file declares none.
    public func statements(checkFile file: SwiftSourceFile, name: String) throws -> String {
        guard let type = Self.checkType(in: file) else {
            throw GraderError.usage("\(file.path) " + Self.noCheckType(name))
        }
        return "harness.add(\(Self.literal(name)), \(type)())"
    }

    /// The type of a lesson's check file that conforms to `Check`, the one the harness adds; nil when it has none.
    static func checkType(in file: SwiftSourceFile) -> String? {
        file.declarations.first { $0.inherits.contains("Check") }?.name
    }

    /// What is wrong with the check file of `name` when `checkType(in:)` finds none, after its subject.
    static func noCheckType(_ name: String) -> String {
        "declares no type that conforms to Check: write `struct \(typeName(for: name)): Check { func run(_ check: CheckContext) async throws { … } }`"
    }

    public func contract(check: String, entry: String, diagnostics: [String]) -> String {
        let rules = check == BuiltInCheck.router.rawValue ? ContractRules.router(entry) : ContractRules.view(entry)
        var sentences: [String] = []
        for diagnostic in diagnostics {
            guard let rule = rules.first(where: { rule in rule.fragments.allSatisfy { diagnostic.contains($0) } }),
                  !sentences.contains(rule.sentence) else { continue }
            sentences.append(rule.sentence)
        }
        if sentences.isEmpty {
            sentences.append(check == BuiltInCheck.router.rawValue ? ContractRules.routerContract(entry) : ContractRules.viewContract(entry))
        }
        return sentences.joined(separator: "; ")
    }

    // MARK: Router

    private func routerStatements(name: String, router: String, sources: [SwiftSourceFile]) -> String {
        let locations = [
            ("router", Self.location(ofDeclaration: router, in: sources)),
            ("route", Self.location(ofDeclaration: "Route", in: sources)),
            ("open", Self.location(ofFunction: "open", inType: router, in: sources)),
            ("popToRoot", Self.location(ofFunction: "popToRoot", inType: router, in: sources)),
        ].map { label, point in "\(label): " + (point.map { "SourcePoint(file: \(Self.literal($0.file)), line: \($0.line))" } ?? "nil") }
        var lines = [
            "let probe = RouterProbe(",
            "    make: { \(router)() },",
            "    path: { RoutePath.elements($0.path) },",
            "    open: { $0.open($1) },",
            "    popToRoot: { $0.popToRoot() },",
            "    trip: { AnyHashable(Route.trip(id: $0)) },",
            "    log: { AnyHashable(Route.log(tripID: $0)) },",
            "    roundTrip: { RoutePath.roundTrip($0.path, of: Route.self) },",
            "    locations: RouterProbe.Locations(\(locations.joined(separator: ", ")))",
            ")",
        ]
        if let view = LinkViewFinder.view(in: sources) {
            lines.append("harness.add(\(name), RouterCheck(probe: probe, linkView: { \(Self.making(view, sources: sources)) }))")
        } else if let app = LinkViewFinder.app(in: sources) {
            // `.onOpenURL` in the app's body: the links go through its window's content.
            lines.append("harness.add(\(name), RouterCheck(probe: probe, linkView: { AppWindow.content(of: \(app)()) ?? AnyView(EmptyView()) }))")
        } else {
            lines.append("harness.add(\(name), RouterCheck(probe: probe, missingLinkView: \(Self.literal(LinkViewFinder.whyNone(in: sources)))))")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Source locations

    /// Where `type` is declared, for results about it.
    static func location(ofDeclaration type: String, in sources: [SwiftSourceFile]) -> (file: String, line: Int)? {
        for source in sources {
            if let declaration = source.declarations.first(where: { $0.name == type }) { return (source.path, declaration.line) }
        }
        return nil
    }

    /// The line of `func name`, looked for first in the files that declare `type`.
    static func location(ofFunction name: String, inType type: String, in sources: [SwiftSourceFile]) -> (file: String, line: Int)? {
        let declaring = sources.filter { $0.declarations.contains { $0.name == type } }
        for source in declaring + sources.filter({ file in !declaring.contains { $0.path == file.path } }) {
            if let line = source.lineOfFunction(name) { return (source.path, line) }
        }
        return nil
    }

    /// `edit-sheet` → `EditSheetCheck`, the type name a check file's message suggests.
    static func typeName(for check: String) -> String {
        check.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Check"
    }

    /// `"Views/Root \"A\".swift"`: text as a Swift string literal. The only place glue embeds learner-chosen text.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}
