/// Splits a command's arguments according to its declarations: `--x value`, `--x=value`, flags, positionals and
/// `--`, then converts each declared argument once, so a bad value is a usage error before the command starts.
///
/// Shared by every command, so all of them treat the command line the same way and report mistakes alike.
public enum ArgumentParser {
    /// - Throws: `UsageError` for an unknown option, a missing or unexpected value, a wrong number of positionals,
    ///   or a value an argument cannot take.
    public static func parse(_ arguments: [String], declared: [any CommandArgument]) throws(UsageError) -> ParsedArguments {
        let specs = declared.map(\.spec)
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard argument.hasPrefix("--") else { throw UsageError("unknown option '\(argument)'") }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = specs.first(where: { $0.name == name && !$0.isPositional }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("'--\(name)' does not take a value") }
                parsed.given[spec.label, default: []].append("")
            case .option(let valueName):
                if let inlineValue {
                    parsed.given[spec.label, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.given[spec.label, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("'--\(name)' needs a value: --\(name) <\(valueName)>")
                }
            case .positional, .repeatedPositional:
                break
            }
        }
        try assign(positionals, to: specs, in: &parsed)
        for argument in declared {
            _ = try argument.value(from: parsed.given[argument.spec.label] ?? [])
        }
        return parsed
    }

    /// Gives each positional spec its string(s), in order; a repeated one takes the rest.
    private static func assign(_ positionals: [String], to specs: [ArgumentSpec], in parsed: inout ParsedArguments) throws(UsageError) {
        var rest = positionals[...]
        for spec in specs {
            switch spec.kind {
            case .positional(let optional):
                if let first = rest.first {
                    parsed.given[spec.label] = [first]
                    rest = rest.dropFirst()
                } else if !optional {
                    throw UsageError("missing <\(spec.name)>")
                }
            case .repeatedPositional(let optional):
                if rest.isEmpty && !optional { throw UsageError("missing <\(spec.name)>") }
                if !rest.isEmpty { parsed.given[spec.label] = Array(rest) }
                rest = []
            case .option, .flag:
                continue
            }
        }
        if let unexpected = rest.first {
            throw UsageError("unexpected argument '\(unexpected)'")
        }
    }
}
