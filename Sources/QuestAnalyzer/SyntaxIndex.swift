internal import SwiftParser
internal import SwiftSyntax
internal import QuestSyntax

/// One learner file parsed once, with the nodes the rules ask about gathered in a single walk, so twenty rules cost
/// one parse and one walk, not twenty.
final class SyntaxIndex {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var references: [DeclReferenceExprSyntax] = []
    private(set) var typeNames: [IdentifierTypeSyntax] = []
    private(set) var variables: [VariableDeclSyntax] = []
    private(set) var forceUnwraps: [ForceUnwrapExprSyntax] = []
    private(set) var classes: [ClassDeclSyntax] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    /// Unfolded operator sequences (`a += b`, `0..<n`, `x = y`).
    private(set) var sequences: [SequenceExprSyntax] = []
    private(set) var hasStruct = false
    /// Every type the file declares, by name (enums included, for routes that are types).
    private(set) var enumNames: Set<String> = []

    init(text: String) {
        // A file nested too deeply for the parser is refused before it is compiled; unread here, it gets no advice.
        var parser = Parser(BracketNesting(text: text).refusal == nil ? text : "", maximumNestingLevel: ParsedSwiftFile.maximumNestingLevel)
        tree = SourceFileSyntax.parse(from: &parser)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        let collector = Collector(index: self)
        collector.walk(tree)
    }

    func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let found = converter.location(for: position)
        return (found.line, found.column)
    }

    /// Calls of a modifier or method `.name(…)`, on any receiver or on none (`.onAppear { }` after a line break).
    func memberCalls(_ name: String) -> [FunctionCallExprSyntax] {
        calls.filter { $0.memberName == name }
    }

    /// Calls of a type or function by its bare name (`NavigationStack(path:)`, `ForEach(…)`).
    func namedCalls(_ name: String) -> [FunctionCallExprSyntax] {
        calls.filter { $0.calledName == name }
    }

    /// Stored properties with `@name` written on them.
    func properties(withAttribute name: String) -> [VariableDeclSyntax] {
        variables.filter { $0.hasAttribute(name) }
    }

    /// Arrays the code calls one of `methods` on (`names.remove(at:)`, `names.contains(…)`) or changes with one of
    /// `operators` (`names += …`, `names = …`).
    func changedArrays(by methods: Set<String>, operators: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  methods.contains(member.declName.baseName.text),
                  let base = member.base?.referencedName else { continue }
            names.insert(base)
        }
        for sequence in sequences {
            let elements = Array(sequence.elements)
            for (offset, element) in elements.enumerated() where offset > 0
                && (operators.contains(element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                    || (operators.contains("=") && element.is(AssignmentExprSyntax.self))) {
                if let name = elements[offset - 1].referencedName { names.insert(name) }
            }
        }
        return names
    }

    /// The declared type annotation of a property named `name`, as written (`[String]`), if any.
    func declaredType(of name: String) -> String? {
        for variable in variables {
            for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                if let type = binding.typeAnnotation?.type.trimmedDescription { return type }
            }
        }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        unowned let index: SyntaxIndex

        init(index: SyntaxIndex) {
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            index.calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            index.references.append(node)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            index.typeNames.append(node)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            index.variables.append(node)
            return .visitChildren
        }

        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            index.forceUnwraps.append(node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            index.classes.append(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            index.functions.append(node)
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            index.sequences.append(node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            index.hasStruct = true
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            index.enumNames.insert(node.name.text)
            return .visitChildren
        }
    }
}
