/// A positional, option or flag that a command declares once, as a static property, and reads back typed with
/// `arguments[Self.name]`. The declaration also gives the parser its rules and the help its line, so a misspelt
/// name does not compile and help cannot drift (see `QuestCommand` for a whole example).
public protocol CommandArgument<Value>: Sendable {
    associatedtype Value
    /// The name, kind and help line, for the parser and the generated help.
    var spec: ArgumentSpec { get }
    /// The value from the strings the command line gave for this argument (none when it was left out).
    /// - Throws: `UsageError` for a value the argument cannot take (`--format yaml`).
    func value(from given: [String]) throws(UsageError) -> Value
}

/// `--name <value>` or `--name=<value>`: its type says what a missing value means (`String?`: nil; `String` with a
/// `default:`; an enum of strings: its default case).
public struct Option<Value: Sendable>: CommandArgument {
    public let spec: ArgumentSpec
    private let convert: @Sendable (String?) throws(UsageError) -> Value

    private init(_ name: String, value: String, help: String, convert: @escaping @Sendable (String?) throws(UsageError) -> Value) {
        spec = ArgumentSpec(name: name, kind: .option(valueName: value), help: help)
        self.convert = convert
    }

    /// The last value given wins.
    public func value(from given: [String]) throws(UsageError) -> Value {
        try convert(given.last)
    }
}

extension Option where Value == String? {
    /// A text option; nil when left out.
    public init(_ name: String, value: String, help: String) {
        self.init(name, value: value, help: help) { $0 }
    }

    /// A text option whose value `isValid` must accept; the error says it `must be <expected>`.
    public init(_ name: String, value: String, help: String, expected: String, isValid: @escaping @Sendable (String) -> Bool) {
        self.init(name, value: value, help: help) { (given: String?) throws(UsageError) -> String? in
            guard let given else { return nil }
            guard isValid(given) else { throw UsageError("--\(name) must be \(expected), not '\(given)'") }
            return given
        }
    }
}

extension Option where Value == String {
    /// A text option with a default.
    public init(_ name: String, value: String, default defaultValue: String, help: String) {
        self.init(name, value: value, help: help) { $0 ?? defaultValue }
    }

    /// One of `choices`: help shows `<5|6>` and a wrong value is told the choices.
    public init(_ name: String, choices: [String], default defaultValue: String, help: String) {
        self.init(name, value: choices.joined(separator: "|"), help: help) { (given: String?) throws(UsageError) -> String in
            guard let given else { return defaultValue }
            guard choices.contains(given) else { throw UsageError("--\(name) must be \(Self.list(choices)), not '\(given)'") }
            return given
        }
    }
}

extension Option {
    /// `a, b or c`.
    static func list(_ choices: [String]) -> String {
        choices.count < 2 ? choices.joined() : choices.dropLast().joined(separator: ", ") + " or " + choices.last!
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enum's cases, named by raw value: help shows `<text|json|junit>` and a wrong value is told the choices.
    public init(_ name: String, default defaultValue: Value, help: String) {
        let names = Value.allCases.map(\.rawValue)
        let choices = Self.list(names)
        self.init(name, value: names.joined(separator: "|"), help: help) { (given: String?) throws(UsageError) -> Value in
            guard let given else { return defaultValue }
            guard let value = Value(rawValue: given) else { throw UsageError("--\(name) must be \(choices), not '\(given)'") }
            return value
        }
    }
}

extension Option {
    /// A value `parse` converts (nil from it means a wrong value: the error says it `must be <expected>`); nil when left out.
    public init<Wrapped: Sendable>(
        _ name: String, value: String, help: String, expected: String, parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(name, value: value, help: help) { (given: String?) throws(UsageError) -> Wrapped? in
            guard let given else { return nil }
            guard let parsed = parse(given) else { throw UsageError("--\(name) must be \(expected), not '\(given)'") }
            return parsed
        }
    }
}

/// `--name`: true when present.
public struct Flag: CommandArgument {
    public let spec: ArgumentSpec

    public init(_ name: String, help: String) {
        spec = ArgumentSpec(name: name, kind: .flag, help: help)
    }

    public func value(from given: [String]) -> Bool {
        !given.isEmpty
    }
}

/// A positional argument, in declaration order: `String` is required, `String?` or one with a `default:` may be left
/// out (only after the required ones), `[String]` takes the rest (one or more).
public struct Positional<Value: Sendable>: CommandArgument {
    public let spec: ArgumentSpec
    private let convert: @Sendable ([String]) throws(UsageError) -> Value

    private init(spec: ArgumentSpec, convert: @escaping @Sendable ([String]) throws(UsageError) -> Value) {
        self.spec = spec
        self.convert = convert
    }

    public func value(from given: [String]) throws(UsageError) -> Value {
        try convert(given)
    }
}

extension Positional where Value == String {
    /// A required positional.
    public init(_ name: String, help: String) {
        self.init(spec: ArgumentSpec(name: name, kind: .positional(optional: false), help: help)) {
            (given: [String]) throws(UsageError) -> String in
            guard let first = given.first else { throw UsageError("missing <\(name)>") }
            return first
        }
    }

    /// A positional that may be left out, standing for `defaultValue` then.
    public init(_ name: String, default defaultValue: String, help: String) {
        self.init(spec: ArgumentSpec(name: name, kind: .positional(optional: true), help: help)) { $0.first ?? defaultValue }
    }
}

extension Positional where Value == String? {
    /// A positional that may be left out; nil then.
    public init(_ name: String, help: String) {
        self.init(spec: ArgumentSpec(name: name, kind: .positional(optional: true), help: help)) { $0.first }
    }
}

extension Positional where Value == [String] {
    /// The rest of the positionals, one or more (`<path>…`).
    public init(_ name: String, help: String) {
        self.init(spec: ArgumentSpec(name: name, kind: .repeatedPositional(optional: false), help: help)) {
            (given: [String]) throws(UsageError) -> [String] in
            guard !given.isEmpty else { throw UsageError("missing <\(name)>") }
            return given
        }
    }
}
