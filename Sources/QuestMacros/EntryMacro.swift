public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Entry`, SwiftUI's shorthand for a custom environment value, for learner code compiled against QuestUI:
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .orange
///     }
///
/// becomes a computed property reading and writing `self[__Key_accent.self]` (the accessor role) and, beside it,
/// `private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .orange } }` (the peer role), as
/// SwiftUI's macro expands it. The compiler loads this library while it compiles learner code
/// (`-load-plugin-library`, `CompilerSettings`) and expands the macro QuestUI declares (`Entry.swift` there).
/// QuestUI has environment values only, so `@Entry` in `Transaction`, `FocusedValues` or `ContainerValues` is an
/// error at the attribute saying so.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// What a misplaced `@Entry` is told, at the attribute.
    struct Misuse: Error, CustomStringConvertible {
        var description: String
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        // A written type makes the default a computed property, so `.orange` finds its type and the default is made
        // each time it is read, as SwiftUI's is; without one (`@Entry var count = 3`) the type is inferred from it.
        let defaultValue: DeclSyntax = if let type = entry.type {
            "static var defaultValue: \(raw: type) { \(raw: entry.value ?? "nil") }"
        } else {
            "static let defaultValue = \(raw: entry.value ?? "nil")"
        }
        return ["private struct \(raw: entry.keyName): EnvironmentKey { \(defaultValue) }"]
    }

    /// The parts of `@Entry var name: Type = value` the expansions use.
    private struct Entry {
        var keyName: String
        var type: String?
        var value: String?

        init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
                throw Misuse(description: "@Entry goes on one `var` with a name, e.g. `@Entry var accent: Color = .orange`")
            }
            let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
            guard extended == "EnvironmentValues" || extended == "SwiftUI.EnvironmentValues" else {
                throw Misuse(description: "@Entry declares an environment value here: put it in `extension EnvironmentValues { … }` (quest's SwiftUI has no custom transaction, focused or container values)")
            }
            guard binding.accessorBlock == nil else {
                throw Misuse(description: "@Entry makes the accessors itself: give `\(name)` a default value (`= …`) instead of a body")
            }
            type = binding.typeAnnotation?.type.trimmedDescription
            value = binding.initializer?.value.trimmedDescription
            guard value != nil || type.map(Self.isOptional) == true else {
                throw Misuse(description: "@Entry needs a default value: `@Entry var \(name): \(type ?? "Type") = …` (only an optional may leave it out)")
            }
            keyName = "__Key_" + name
        }

        /// `Int?`, `Optional<Int>`, `Int!`.
        static func isOptional(_ type: String) -> Bool {
            type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
        }
    }
}
