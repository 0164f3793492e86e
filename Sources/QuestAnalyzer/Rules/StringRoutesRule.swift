internal import SwiftSyntax

/// `NavigationStack(path: $path)` with `path: [String]`, or `.navigationDestination(for: String.self)`: routes as
/// strings compile whatever is pushed (`"trip/42"`, `"tirp"`), and each destination re-parses them. An enum of routes
/// (the lesson's interview answer) makes a wrong route a compile error.
struct StringRoutesRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "string-routes", kind: .actionable,
        summary: "Navigation routes typed as strings (`path: [String]`, `navigationDestination(for: String.self)`).",
        section: TeachingSection(lesson: "lesson22", anchor: "#interview")
    )

    static let loose: Set<String> = ["String", "Substring"]

    func findings(in file: SyntaxIndex) -> [Finding] {
        var found: [Finding] = []
        for call in file.namedCalls("NavigationStack") {
            guard let path = call.argument("path")?.referencedName, let type = file.declaredType(of: path),
                  Self.loose.contains(Self.element(of: type)) else { continue }
            found.append(Finding(call.argument("path")!, "`\(path)` holds routes as `\(type)`: any string compiles, and a typo is found only when the link goes nowhere. Make the routes a type (`enum Route: Hashable { case trip(Int), log(Int) }`) and the path `[Route]`."))
        }
        for call in file.memberCalls("navigationDestination") {
            guard let type = call.argument("for"), Self.loose.map({ $0 + ".self" }).contains(type.trimmedDescription) else { continue }
            found.append(Finding(type, "Destinations keyed by `\(type.trimmedDescription)` read every route back from text. Push values of a route type (`enum Route: Hashable`) and write `.navigationDestination(for: Route.self) { route in switch route { … } }`."))
        }
        return found
    }

    /// `String` for `[String]` or `Array<String>`; the type itself otherwise.
    static func element(of type: String) -> String {
        if type.hasPrefix("["), type.hasSuffix("]") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return type
    }
}
