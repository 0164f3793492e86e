internal import SwiftSyntax

// The few questions every rule asks of a node, answered once here.

extension FunctionCallExprSyntax {
    /// `foregroundColor` for `.foregroundColor(.red)` or `text.foregroundColor(.red)`; nil for a bare call.
    var memberName: String? {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Where a report points for this call: the `.` of `.onAppear` (not the start of the chain it ends), or the name.
    var nameNode: Syntax {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.period) }
        return Syntax(calledExpression)
    }

    /// `ForEach` for `ForEach(…)` (generic arguments allowed: `ForEach<…>(…)`); nil for a member call.
    var calledName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The argument with this label (nil label: the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The trailing closure, or a closure passed as the last argument (`perform: { … }`).
    var closure: ClosureExprSyntax? {
        trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
    }
}

extension ClosureExprSyntax {
    /// How many parameters the closure names (`{ value in }` is 1, `{ old, new in }` 2, `{ }` 0).
    var parameterCount: Int {
        guard let parameters = signature?.parameterClause else { return 0 }
        if let names = parameters.as(ClosureShorthandParameterListSyntax.self) { return names.count }
        return parameters.as(ClosureParameterClauseSyntax.self)?.parameters.count ?? 0
    }
}

extension VariableDeclSyntax {
    /// Whether `@name` is written on the declaration (`State`, `SwiftUI.State`).
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let written = attribute.attributeName.trimmedDescription
            return written == name || written.hasSuffix("." + name)
        }
    }

    /// `private` or `fileprivate`.
    var isPrivate: Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// The names it declares (`var a = 1, b = 2` declares two).
    var names: [String] {
        bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// Whether some binding has an initial value (`= TripStore()`).
    var hasInitialValue: Bool { bindings.contains { $0.initializer != nil } }
}

extension SyntaxProtocol {
    /// The nearest type declaration around this node.
    var enclosingTypeDeclaration: (name: String, inherited: [String])? {
        var node = Syntax(self).parent
        while let current = node {
            if let declaration = current.as(StructDeclSyntax.self) {
                return (declaration.name.text, declaration.inheritanceClause?.inheritedNames ?? [])
            }
            if let declaration = current.as(ClassDeclSyntax.self) {
                return (declaration.name.text, declaration.inheritanceClause?.inheritedNames ?? [])
            }
            if let declaration = current.as(EnumDeclSyntax.self) {
                return (declaration.name.text, declaration.inheritanceClause?.inheritedNames ?? [])
            }
            if let declaration = current.as(ExtensionDeclSyntax.self) {
                return (declaration.extendedType.trimmedDescription, declaration.inheritanceClause?.inheritedNames ?? [])
            }
            node = current.parent
        }
        return nil
    }

    /// Inside a type written as a SwiftUI view (`struct TripsView: View`, or an extension saying `View`).
    var isInView: Bool {
        enclosingTypeDeclaration?.inherited.contains { $0 == "View" || $0 == "SwiftUI.View" } ?? false
    }

    /// Whether a node of this kind holds this one (`closure`, `FunctionCallExprSyntax` …) below `limit` levels.
    func contains(where predicate: (Syntax) -> Bool) -> Bool {
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if predicate(node) { return true }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// Whether a call of `.name(…)` or `name(…)` appears inside this node.
    func containsCall(_ name: String) -> Bool {
        contains { node in
            guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
            return call.memberName == name || call.calledName == name
        }
    }
}

extension InheritanceClauseSyntax {
    var inheritedNames: [String] { inheritedTypes.map { $0.type.trimmedDescription } }
}

extension ExprSyntax {
    /// `trips` for `trips`, `self.trips`, `store.trips` or `$trips`: the last name of a plain reference.
    var referencedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// `.primaryAction` for a leading-dot member (or `ToolbarItemPlacement.primaryAction`): its name.
    var memberName: String? {
        self.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
