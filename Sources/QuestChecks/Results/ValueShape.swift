/// What a value is made of, read by the Swift runtime's reflection and never by code of the value's own type: its
/// enum case and payload, its stored properties, or, for the standard library's scalars and strings, their text.
///
/// Checks compare the learner's values by shape, not with `==`: the learner writes `Route`'s `==` (and its `hash`,
/// `description` and `customMirror`), so `==` would let a learner decide what counts as right. A `Route` whose `==`
/// called every trip equal passed the whole router check with ids it never read (found by
/// `Tests/Hostile/router-equality-lies.swift`). Types of the standard library and Foundation are read as their own
/// code reflects them, and so are quest's own (that code is not the learner's); any other type that reflects itself (`CustomReflectable`),
/// or, for an enum case without a payload, that describes itself, cannot be read, and says so (`unreadable`).
public indirect enum ValueShape: Hashable, Sendable, CustomStringConvertible {
    /// A number, a Boolean, a character or a string, as its standard-library type writes it.
    case scalar(type: String, text: String)
    /// An enum case: `.trip(id: 42)` is the case `trip` with the payload `(id: 42)`.
    case enumCase(type: String, name: String, payload: ValueShape?)
    /// A struct, class or tuple: its stored properties (or elements) in order, each with its label when it has one.
    case fields(type: String, [Field])
    /// An array, set or dictionary as the standard library reflects it: its elements in order.
    case collection(type: String, [ValueShape])
    /// `nil` of an optional; a present optional is its wrapped value's shape.
    case none
    /// A value whose type reflects or describes itself with its own code, so that its shape cannot be read.
    case unreadable(type: String, why: String)

    /// One stored property, tuple element or payload element.
    public struct Field: Hashable, Sendable {
        public var label: String?
        public var shape: ValueShape
    }

    /// Nesting deeper than this is cut (a reference cycle, or a hostile value).
    static let maximumDepth = 32

    /// Reads `value`'s shape.
    public init(of value: Any) {
        self = Self.read(value, depth: 0)
    }

    /// Whether `self` and `other` are known to be the same value: equal shapes with nothing unreadable in them.
    public func isSame(as other: ValueShape) -> Bool {
        self == other && unreadableType == nil
    }

    /// The first type in the shape that could not be read, if any.
    public var unreadableType: String? {
        switch self {
        case .scalar, .none: nil
        case .enumCase(_, _, let payload): payload?.unreadableType
        case .fields(_, let fields): fields.lazy.compactMap(\.shape.unreadableType).first
        case .collection(_, let elements): elements.lazy.compactMap(\.unreadableType).first
        case .unreadable(let type, _): type
        }
    }

    /// Swift's spelling of the shape: `.trip(id: 42)`, `Trip(name: "Lisbon")`, `["a", "b"]`, `nil`.
    public var description: String {
        switch self {
        case .scalar(let type, let text):
            type == "Swift.String" || type == "Swift.Substring" ? "\"\(text)\""
                : type == "Swift.Character" ? "\"\(text)\"" : text
        case .enumCase(_, let name, let payload):
            "." + name + (payload.map { $0.isTuple ? $0.description : "(\($0.description))" } ?? "")
        case .fields(let type, let fields):
            (type.hasPrefix("(") ? "" : Self.shortName(type))
                + "(" + fields.map { ($0.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "") + $0.shape.description }
                    .joined(separator: ", ") + ")"
        case .collection(_, let elements):
            "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .none:
            "nil"
        case .unreadable(let type, _):
            "a \(Self.shortName(type)) value"
        }
    }

    private var isTuple: Bool {
        if case .fields(let type, _) = self { return type.hasPrefix("(") }
        return false
    }

    /// A text that orders shapes completely: their types, cases, labels and contents.
    var orderKey: String {
        switch self {
        case .scalar(let type, let text): "s \(type) \(text.count) \(text)"
        case .enumCase(let type, let name, let payload): "e \(type) \(name) (\(payload?.orderKey ?? ""))"
        case .fields(let type, let fields):
            "f \(type) (" + fields.map { "\($0.label ?? "_"): \($0.shape.orderKey)" }.joined(separator: ", ") + ")"
        case .collection(let type, let elements): "c \(type) [" + elements.map(\.orderKey).joined(separator: ", ") + "]"
        case .none: "n"
        case .unreadable(let type, _): "u \(type)"
        }
    }

    /// `Route` of `Learner.Route`.
    static func shortName(_ type: String) -> String {
        guard !type.hasPrefix("(") else { return type }
        return String(type.split(separator: ".").last ?? Substring(type))
    }

    /// Modules whose types' own reflection and descriptions are believed: their code is not the learner's (the
    /// standard library, Foundation, and quest's QuestUI and QuestChecks, whose values checks compare too).
    static let trustedModules = ["Swift.", "Foundation.", "FoundationEssentials.", "QuestUI.", "QuestChecks."]

    /// Whether `type` is one of `trustedModules`' (or a tuple), whose own reflection and description are believed. A
    /// type the learner nests in an extension of a trusted type is the learner's: its name starts with the module that
    /// declared it, `(extension in Learner):Swift.Optional<Swift.Int>.Screen`.
    public static func isTrusted(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        let extensionPrefix = "(extension in "
        if name.hasPrefix(extensionPrefix) {
            let module = name.dropFirst(extensionPrefix.count).prefix { $0 != ")" }
            return trustedModules.contains(module + ".")
        }
        return isTupleName(name) || trustedModules.contains { name.hasPrefix($0) }
    }

    /// Whether a runtime type name is a tuple's (`(Swift.Int, id: Swift.Int)`), not a function's (`(Swift.Int) -> ()`)
    /// or an extension's nested type's.
    static func isTupleName(_ name: String) -> Bool {
        guard name.hasPrefix("("), !name.hasPrefix("(extension in ") else { return false }
        var depth = 0
        for (offset, character) in name.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return offset == name.count - 1 }
            }
        }
        return false
    }

    /// Whether a runtime type name is a function's: `(Swift.Int) -> ()`, `@Sendable () async -> Swift.Bool`.
    static func isFunctionName(_ name: String) -> Bool {
        (name.hasPrefix("(") || name.hasPrefix("@")) && !name.hasPrefix("(extension in ") && !isTupleName(name)
            && name.contains("->")
    }

    private static func read(_ value: Any, depth: Int) -> ValueShape {
        // An `AnyHashable` (a path's element) is the value it wraps.
        if Swift.type(of: value) == AnyHashable.self, let wrapper = value as? AnyHashable {
            return read(wrapper.base, depth: depth)
        }
        let type = String(reflecting: Swift.type(of: value))
        if let scalar = scalar(value) { return .scalar(type: type, text: scalar) }
        guard depth < maximumDepth else { return .unreadable(type: type, why: "it nests deeper than \(maximumDepth) levels") }
        // A closure has no stored properties to read: every closure would have the same shape.
        if isFunctionName(type) { return .unreadable(type: type, why: "it is a function, whose shape cannot be read") }
        let trusted = isTrusted(Swift.type(of: value))
        if !trusted, value is any CustomReflectable {
            return .unreadable(type: type, why: "it reflects itself (customMirror)")
        }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { read($0.value, depth: depth + 1) } ?? .none
        case .enum:
            if let payload = children.first {
                return .enumCase(type: type, name: payload.label ?? "", payload: read(payload.value, depth: depth + 1))
            }
            // A case without a payload has no children; its name is what the runtime prints, unless the type prints
            // itself.
            if !trusted, value is any CustomStringConvertible || value is any CustomDebugStringConvertible
                || value is any TextOutputStreamable {
                return .unreadable(type: type, why: "it describes itself (description)")
            }
            return .enumCase(type: type, name: String(describing: value), payload: nil)
        case .collection:
            return .collection(type: type, children.map { read($0.value, depth: depth + 1) })
        case .set, .dictionary:
            // Two equal sets or dictionaries can list their elements in different orders (the order follows the
            // hash table's history and the process's hash seed): their shapes list them in one order of their own.
            let elements = children.map { read($0.value, depth: depth + 1) }
            return .collection(type: type, elements.sorted { $0.orderKey < $1.orderKey })
        default:
            return .fields(type: type, children.map { Field(label: $0.label, shape: read($0.value, depth: depth + 1)) })
        }
    }

    /// The text of the standard library's scalar and string types, written by their own code.
    private static func scalar(_ value: Any) -> String? {
        switch value {
        case let value as String: value
        case let value as Substring: String(value)
        case let value as Character: String(value)
        case let value as Bool: value ? "true" : "false"
        case let value as Int: String(value)
        case let value as Int8: String(value)
        case let value as Int16: String(value)
        case let value as Int32: String(value)
        case let value as Int64: String(value)
        case let value as UInt: String(value)
        case let value as UInt8: String(value)
        case let value as UInt16: String(value)
        case let value as UInt32: String(value)
        case let value as UInt64: String(value)
        case let value as Double: "\(value)"
        case let value as Float: "\(value)"
        default: nil
        }
    }
}
