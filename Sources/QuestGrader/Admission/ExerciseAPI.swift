import QuestSyntax

/// The names an exercise asks the learner to declare: every type, global and extension member its starter and
/// reference solution declare. A lesson's check (compiled in the learner's module) may call a learner's global or a
/// member added to another module's type only when it is one of these (`CheckBindingAudit`).
public struct ExerciseAPI: Sendable, Equatable {
    public var types: Set<String> = []
    public var globals: Set<String> = []
    /// `Type.member`, as `ParsedSwiftFile.Member` spells them.
    public var extensionMembers: Set<String> = []
    /// `Type.member` for the members declared in a type's own body.
    public var typeMembers: Set<String> = []
    /// False when no starter or solution file could be read (an exercise without either, or grading without the
    /// lesson): the names are then unknown, so a check may call any learner global or extension member that is not an
    /// operator, since refusing them would refuse every learner's code.
    public var isKnown = false

    public init() {}

    /// The names the Swift files of `folders` declare (folders that cannot be read add none).
    public init(folders: [String]) {
        for folder in folders {
            guard let workspace = try? LearnerWorkspace.read(folder) else { continue }
            for source in workspace.sources {
                add(ParsedSwiftFile(text: source.text).declarations)
                isKnown = true
            }
        }
    }

    /// Whether a check may call the learner's global or extension member `name` (`==` for an operator).
    func allows(_ name: String, declaredIn names: Set<String>, key: String) -> Bool {
        names.contains(key) || (!isKnown && !Self.isOperator(name))
    }

    /// Whether the exercise gives its type `type` a member `name` (in the type's body or an extension).
    func declares(_ name: String, on type: String) -> Bool {
        typeMembers.contains("\(type).\(name)") || extensionMembers.contains("\(type).\(name)")
    }

    /// `==`, `+`, `!`: a name that does not start with a letter or `_`.
    static func isOperator(_ name: String) -> Bool {
        !(name.first.map { $0.isLetter || $0 == "_" } ?? false)
    }

    mutating func add(_ declarations: ParsedSwiftFile.Declarations) {
        types.formUnion(declarations.types.map(\.name))
        globals.formUnion(declarations.globals.map(\.name))
        extensionMembers.formUnion(declarations.extensionMembers.map { "\($0.type).\($0.name)" })
        typeMembers.formUnion(declarations.typeMembers.map { "\($0.type).\($0.name)" })
    }
}
