/// One argument a command accepts: a positional, an option with a value (`--format json`), or a flag (`--strict`).
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
    public var name: String
    public var kind: Kind
    /// One line for the help.
    public var help: String

    /// A positional argument.
    public static func positional(_ name: String, optional: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .positional(optional: optional), help: help)
    }

    /// The rest of the positionals (`<file>…`).
    public static func repeatedPositional(_ name: String, optional: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .repeatedPositional(optional: optional), help: help)
    }

    /// True for single and repeated positionals.
    var isPositional: Bool {
        switch kind {
        case .positional, .repeatedPositional: true
        case .option, .flag: false
        }
    }

    /// `--name <value>` or `--name=<value>`.
    public static func option(_ name: String, value: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .option(valueName: value), help: help)
    }

    /// `--name`, true when present.
    public static func flag(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .flag, help: help)
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

    /// How the argument is named in the help's table: `<lesson>`, `--format <json|text>`.
    var label: String {
        switch kind {
        case .positional, .repeatedPositional: "<\(name)>"
        case .option(let valueName): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }
}
