/// Splits a command's arguments according to its specs: `--x value`, `--x=value`, flags, positionals and `--`.
///
/// Shared by every command, so all of them treat the command line the same way and report mistakes alike.
public enum ArgumentParser {
    /// - Throws: `UsageError` for an unknown option, a missing or unexpected value, or a wrong number of positionals.
    public static func parse(_ arguments: [String], specs: [ArgumentSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
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
                parsed.flags.insert(name)
            case .option(let valueName):
                if let inlineValue {
                    parsed.options[name, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.options[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("'--\(name)' needs a value: --\(name) <\(valueName)>")
                }
            case .positional, .repeatedPositional:
                break
            }
        }
        try checkPositionals(parsed.positionals, specs: specs)
        return parsed
    }

    private static func checkPositionals(_ positionals: [String], specs: [ArgumentSpec]) throws(UsageError) {
        var required: [String] = []
        var allowed = 0
        for spec in specs {
            switch spec.kind {
            case .positional(let optional):
                allowed += 1
                if !optional { required.append(spec.name) }
            case .repeatedPositional(let optional):
                allowed = Int.max
                if !optional { required.append(spec.name) }
            case .option, .flag:
                continue
            }
        }
        if positionals.count < required.count {
            throw UsageError("missing <\(required[positionals.count])>")
        }
        if positionals.count > allowed {
            throw UsageError("unexpected argument '\(positionals[allowed])'")
        }
    }
}
