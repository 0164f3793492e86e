/// A command line split by its command's declared arguments; the command reads each one back typed:
/// `arguments[Self.format]`.
public struct ParsedArguments: Sendable, Equatable {
    /// The strings given for each declared argument, in order, keyed by the argument's `ArgumentSpec.label`.
    public var given: [String: [String]]

    public init(given: [String: [String]] = [:]) {
        self.given = given
    }

    /// The value of a declared argument. The parser already converted every declared argument once, so this only
    /// fails for an argument the command reads without declaring it in `arguments` (a programming error).
    public subscript<Argument: CommandArgument>(_ argument: Argument) -> Argument.Value {
        do {
            return try argument.value(from: given[argument.spec.label] ?? [])
        } catch {
            preconditionFailure("\(argument.spec.label) is read but not declared in the command's arguments: \(error.message)")
        }
    }
}
