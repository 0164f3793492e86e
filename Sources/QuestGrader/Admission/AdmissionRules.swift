/// What learner code may not contain, decided on the parsed tree (`ParsedSwiftFile`), each with the sentence the
/// learner reads at the line. The lists are the one place these facts live; Docs/grading.md's threat model names
/// them and a hostile program (Tests/Hostile) holds each class.
///
/// Why these: the learner's code is linked into the harness, so anything that changes what is linked or loaded, or
/// that reaches raw memory, could change the verdict by something other than the behaviour the checks observe.
public enum AdmissionRules {
    /// Attributes that change how a declaration is linked, named or loaded, or that acknowledge unsafe code, with why
    /// each is refused. Every other attribute whose name starts with `_` is refused too (`underscoredAttribute`): the
    /// compiler's internal attributes are not for app code.
    public static let refusedAttributes: [String: String] = [
        "c": cSymbol, "_cdecl": cSymbol,
        "_silgen_name": "gives a declaration a symbol name of its own choosing, which can replace or reach the grader's code",
        "section": section, "_section": section,
        "used": used, "_used": used,
        "_extern": "declares a symbol by name, which reaches code no import offers",
        "_dynamicReplacement": "replaces another function's code at run time",
        "abi": "gives a declaration the ABI name of another declaration",
        "export": "changes which module emits a function's code",
        "_weakLinked": "links a symbol weakly, which lets another definition take its place",
        "unsafe": "marks code as unsafe, which lets it reach raw memory",
        "safe": "declares unsafe code safe, which silences strict memory safety",
        "testable": "opens another module's internal declarations",
        "_implementationOnly": imports, "_spi": imports, "_private": imports,
    ]
    private static let cSymbol = "exports a function under a C name, which can replace a C function the grader calls"
    private static let section = "places a value in an object-file section of its choosing (such as .init_array, which runs before the grader)"
    private static let used = "keeps a symbol the linker would drop (with @section, code that runs before the grader)"
    private static let imports = "opens another module's hidden declarations"

    /// Why an underscored attribute not in `refusedAttributes` is refused.
    public static let underscoredAttribute = "is one of the compiler's internal attributes, which app code has no use for"

    /// Modules and types of the harness that learner code may not name, declare or import: the entry file and the glue
    /// are compiled in the learner's module, so a learner type named like one of them would shadow it.
    public static let harnessNames = [
        "QuestChecks", "QuestHarness", "QuestDigest", "QuestProtocol", "QuestRuntime", "CCrypto", "CLinux", "CElf",
    ]

    /// How the members Swift makes when it derives a conformance begin (`__derived_enum_equals`, the `==` it writes
    /// from an enum's cases). The grader reads their symbols as proof that a learner type's `==` is Swift's own
    /// (`CheckBindingAudit`), and a declaration of the same name has the same symbol, letter for letter.
    public static let derivedNamePrefix = "__derived_"

    /// The sentence for a name that begins like a derived member's.
    public static func refusal(derivedName name: String) -> String {
        "\(name) is named like a member Swift writes itself when it derives a conformance (the `==` it makes from the "
            + "stored values); one of yours by that name would pass for Swift's, so quest does not compile it"
    }

    /// Why an `unsafe` expression is refused.
    public static let unsafeExpression = "`unsafe` acknowledges memory-unsafe code, which could read or write the grader's memory; "
        + "quest compiles learner code as memory-safe Swift"

    /// Why `#sourceLocation` is refused.
    public static let sourceLocation = "#sourceLocation changes the file and line the compiler and crash reports name; "
        + "quest reports the learner's own lines"

    /// The sentence for a platform test in an `#if` condition (`os(Linux)`, `canImport(UIKit)`): it compiles other
    /// code for the grader than for an iPhone, so the verdict would not be about the app.
    public static func refusal(platformCondition test: String) -> String? {
        guard !sameEverywhere.contains(test) else { return nil }
        return "#if \(test) compiles different code for quest than for an iPhone, so quest would grade code your app never "
            + "runs; write the exercise's code once, for every platform, without platform conditions"
    }

    /// Platform tests that are true both on an iPhone and for quest (modules quest provides): allowed.
    static let sameEverywhere: Set<String> = [
        "canImport(SwiftUI)", "canImport(Foundation)", "canImport(Combine)", "canImport(Observation)",
        "canImport(Testing)", "canImport(XCTest)",
    ]

    /// The sentence for an attribute, or nil when it is allowed.
    public static func refusal(attribute name: String) -> String? {
        let why = refusedAttributes[name] ?? (name.hasPrefix("_") ? underscoredAttribute : nil)
        return why.map { "@\(name) \($0); quest does not compile it in learner code" }
    }

    /// The sentence for a use of a harness name.
    public static func refusal(harnessName name: String) -> String {
        "\(name) is the grader's own; learner code may not name it (it could forge results)"
    }

    /// The sentence for a file whose text the compiler accepted but quest's parser could not read.
    public static let unreadable = "quest's Swift parser cannot read the code here, so it cannot admit this file; "
        + "write it as plain Swift"
}
