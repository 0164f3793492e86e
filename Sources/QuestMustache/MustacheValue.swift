/// A value a template renders: what JSON can express, so any `Encodable` view model converts to it.
public enum MustacheValue: Sendable, Hashable {
    /// Text, escaped by `{{name}}` and inserted as is by `{{{name}}}`.
    case string(String)
    /// Rendered like the spec: integral values without a fraction (`85`), others as Swift prints them (`1.21`).
    case number(Double)
    /// Renders `true` or `false`; drives sections.
    case bool(Bool)
    /// A missing or `nil` value: renders nothing, and a section over it is skipped.
    case null
    /// A section over a list renders once per item, with the item on top of the context stack.
    case array([MustacheValue])
    /// Names resolve against dictionaries on the context stack, innermost first.
    case dictionary([String: MustacheValue])

    /// Whether a section renders: `false`, `null`, an empty list and an empty string are false; everything else, `0` included, is true.
    public var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .null: false
        case .array(let items): !items.isEmpty
        case .string(let text): !text.isEmpty
        case .number, .dictionary: true
        }
    }

    /// The text `{{name}}` inserts (before escaping); lists and dictionaries insert nothing.
    public var renderedText: String {
        switch self {
        case .string(let text): text
        case .number(let number): Self.format(number)
        case .bool(let value): value ? "true" : "false"
        case .null, .array, .dictionary: ""
        }
    }

    /// The value stored under `key` when this is a dictionary.
    public subscript(key: String) -> MustacheValue? {
        if case .dictionary(let entries) = self { entries[key] } else { nil }
    }

    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
