internal import SwiftSyntax

/// Lists what a file declares at its top level (inside top-level `#if` blocks too): types, global functions,
/// operators and variables, and the members of its types and extensions, for `ParsedSwiftFile.declarations`.
struct DeclarationLister {
    let outline: OutlineVisitor
    var declarations = ParsedSwiftFile.Declarations()

    init(outline: OutlineVisitor) {
        self.outline = outline
    }

    mutating func list(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard case .decl(let declaration) = item.item else { continue }
            list(declaration)
        }
    }

    private mutating func list(_ declaration: DeclSyntax) {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let items) = clause.elements { list(items) }
                if case .decls(let members) = clause.elements { for member in members { list(member.decl) } }
            }
        } else if let type = Self.typeName(of: declaration) {
            declarations.types.append(named(type, at: declaration))
            if declaration.is(TypeAliasDeclSyntax.self) { declarations.typeAliases.append(named(type, at: declaration)) }
            if let members = declaration.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members,
               !declaration.is(ProtocolDeclSyntax.self) {
                declarations.typeMembers += Self.members(members, of: OutlineVisitor.unquoted(type), outline: outline)
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            declarations.globals.append(named(function.name.text, at: function.name))
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            for name in Self.boundNames(variable) { declarations.globals.append(named(name.text, at: name)) }
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let type = Self.baseName(of: extensionDecl.extendedType)
            declarations.extensionMembers += Self.members(extensionDecl.memberBlock.members, of: type, outline: outline)
        }
    }

    /// Each name a type's or an extension's members declare.
    private static func members(_ list: MemberBlockItemListSyntax, of type: String, outline: OutlineVisitor) -> [ParsedSwiftFile.Member] {
        list.flatMap { member in
            memberNames(member.decl).map { ParsedSwiftFile.Member(type: type, name: $0.0, location: outline.location($0.1)) }
        }
    }

    private func named(_ name: String, at node: some SyntaxProtocol) -> ParsedSwiftFile.Named {
        ParsedSwiftFile.Named(name: OutlineVisitor.unquoted(name), location: outline.location(node))
    }

    /// The name a type, protocol or type alias declaration declares.
    private static func typeName(of declaration: DeclSyntax) -> String? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(TypeAliasDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// The names a `var` or `let` binds (`let (a, b) = …` binds two).
    private static func boundNames(_ variable: VariableDeclSyntax) -> [TokenSyntax] {
        variable.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).filter {
                if case .identifier = $0.tokenKind { return true }
                return false
            }
        }
    }

    /// Each name a member declares, with where: `init` and `subscript` by those words, nested `#if`
    /// members too.
    private static func memberNames(_ declaration: DeclSyntax) -> [(String, Syntax)] {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.flatMap { clause -> [(String, Syntax)] in
                guard case .decls(let members) = clause.elements else { return [] }
                return members.flatMap { memberNames($0.decl) }
            }
        }
        if let name = typeName(of: declaration) { return [(OutlineVisitor.unquoted(name), Syntax(declaration))] }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return [(OutlineVisitor.unquoted(function.name.text), Syntax(function.name))]
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return boundNames(variable).map { (OutlineVisitor.unquoted($0.text), Syntax($0)) }
        }
        if let initializer = declaration.as(InitializerDeclSyntax.self) { return [("init", Syntax(initializer.initKeyword))] }
        if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
            return [("subscript", Syntax(subscriptDecl.subscriptKeyword))]
        }
        return []
    }

    /// `Array` of `[String]`, `Array<String>` and `Swift.Array`; `Optional` of `Int?`; `Dictionary` of `[K: V]`.
    static func baseName(of type: TypeSyntax) -> String {
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "Optional" }
        if let member = type.as(MemberTypeSyntax.self) { return OutlineVisitor.unquoted(member.name.text) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return OutlineVisitor.unquoted(identifier.name.text) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(of: attributed.baseType) }
        return type.trimmedDescription
    }
}
