/// A command line split into positionals, option values and flags, checked against the command's `ArgumentSpec`s.
public struct ParsedArguments: Sendable, Equatable {
    /// Positional arguments in order.
    public var positionals: [String] = []
    /// Each option's values in order of appearance (the last one wins in `value(_:)`).
    public var options: [String: [String]] = [:]
    public var flags: Set<String> = []

    public init(positionals: [String] = [], options: [String: [String]] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.options = options
        self.flags = flags
    }

    /// The value of `--name`, or nil when it was not given.
    public func value(_ name: String) -> String? {
        options[name]?.last
    }

    /// True when `--name` was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The positional at `index`, or nil when there are fewer.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }
}
