internal import SwiftSyntax

/// Walks a parsed file once and collects what `ParsedSwiftFile` lists.
final class OutlineVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var attributes: [ParsedSwiftFile.Attribute] = []
    var imports: [ParsedSwiftFile.Import] = []
    var identifiers: [ParsedSwiftFile.Identifier] = []
    var unsafeExpressions: [ParsedSwiftFile.Location] = []
    var sourceLocationDirectives: [ParsedSwiftFile.Location] = []
    var platformConditions: [ParsedSwiftFile.Identifier] = []
    var setAside: [ParsedSwiftFile.SetAside] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        // Source-accurate: tokens the parser could not place (unexpected text) are visited too.
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ position: AbsolutePosition) -> ParsedSwiftFile.Location {
        let found = converter.location(for: position)
        return ParsedSwiftFile.Location(line: found.line, column: found.column)
    }

    func location(_ node: some SyntaxProtocol) -> ParsedSwiftFile.Location {
        location(node.positionAfterSkippingLeadingTrivia)
    }

    private func bytes(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if let identifier = token.identifier {
            identifiers.append(ParsedSwiftFile.Identifier(name: identifier.name, location: location(token)))
        } else if case .identifier(let text) = token.tokenKind {
            identifiers.append(ParsedSwiftFile.Identifier(name: Self.unquoted(text), location: location(token)))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.attributeName.trimmedDescription)
        attributes.append(ParsedSwiftFile.Attribute(name: name, location: location(node)))
        if name == "main" {
            setAside.append(ParsedSwiftFile.SetAside(what: "@main", location: location(node), bytes: bytes(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
        unsafeExpressions.append(location(node))
        return .visitChildren
    }

    /// `#if os(Linux)`, `#elseif canImport(UIKit)`: each test of the platform in a condition, by its function name.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
            for (index, token) in tokens.enumerated() where ParsedSwiftFile.platformTests.contains(token.text) {
                // The test as written, `canImport(UIKit)`: its name and what follows up to the closing parenthesis.
                let rest = tokens[(index + 1)...].prefix { $0.text != ")" }.map(\.text).joined()
                platformConditions.append(ParsedSwiftFile.Identifier(name: token.text + rest + ")", location: location(token)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
        sourceLocationDirectives.append(location(node))
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            let attributes = node.attributes.compactMap { element -> String? in
                guard case .attribute(let attribute) = element else { return nil }
                return Self.unquoted(attribute.attributeName.trimmedDescription)
            }
            imports.append(ParsedSwiftFile.Import(
                module: Self.unquoted(first.name.text), attributes: attributes, location: location(node.importKeyword)
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        setAside.append(ParsedSwiftFile.SetAside(what: "#Preview", location: location(node), bytes: bytes(node)))
        // Its body is not compiled, but it is still read: whatever it names is listed like the rest of the file.
        return .visitChildren
    }

    /// `#Preview { … }` where the parser reads it as an expression (at the top level of some files).
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        setAside.append(ParsedSwiftFile.SetAside(what: "#Preview", location: location(node), bytes: bytes(node)))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        setAsideIfPreview(node, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        setAsideIfPreview(node, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        setAsideIfPreview(node, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        setAsideIfPreview(node, inheritance: node.inheritanceClause)
    }

    /// A type conforming to `PreviewProvider` (or `SwiftUI.PreviewProvider`) is set aside whole, attributes included.
    private func setAsideIfPreview(
        _ node: some DeclSyntaxProtocol, inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }) {
            setAside.append(ParsedSwiftFile.SetAside(what: "PreviewProvider", location: location(node), bytes: bytes(node)))
        }
        return .visitChildren
    }

    /// `` `name` `` without its backticks.
    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }
}

/// Finds where a tree with errors first goes wrong: the first missing token or unexpected text.
final class SyntaxErrorFinder: SyntaxVisitor {
    var first: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) {
        if first == nil || position < first! { first = position }
    }
}
