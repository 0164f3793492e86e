/// What the parser and the help know of one declared argument (`Option`, `Flag`, `Positional`): its name, its kind
/// and its help line. Commands never write one by hand; the typed declaration makes it.
public struct ArgumentSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `optional` positionals may be left out; they must come after the required ones.
        case positional(optional: Bool)
        /// One or more (or, when `optional`, zero or more) positionals; only the last positional may repeat.
        case repeatedPositional(optional: Bool)
        /// An option taking one value; `valueName` is shown in help (`--format <json|text>`).
        case option(valueName: String)
        case flag
    }

    /// For options and flags, the name without dashes (`format`); for positionals, the name shown in help (`lesson`).
    public let name: String
    public let kind: Kind
    /// One line for the help.
    public let help: String

    /// True for single and repeated positionals.
    public var isPositional: Bool {
        switch kind {
        case .positional, .repeatedPositional: true
        case .option, .flag: false
        }
    }

    /// How the argument appears in a usage line: `<lesson>`, `[<dir>]`, `[--format <json|text>]`, `[--strict]`.
    var usage: String {
        switch kind {
        case .positional(let optional): optional ? "[<\(name)>]" : "<\(name)>"
        case .repeatedPositional(let optional): optional ? "[<\(name)>…]" : "<\(name)>…"
        case .option(let valueName): "[--\(name) <\(valueName)>]"
        case .flag: "[--\(name)]"
        }
    }

    /// How the argument is named in the help's table, and the key of its strings in `ParsedArguments`:
    /// `<lesson>`, `--format <json|text>`, `--strict`.
    public var label: String {
        switch kind {
        case .positional, .repeatedPositional: "<\(name)>"
        case .option(let valueName): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }
}
