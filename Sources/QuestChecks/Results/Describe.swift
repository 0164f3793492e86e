/// How results spell the learner's values: short, quoted, and the same in every message (checks use it for
/// `expected` and `actual`).
public enum Describe {
    /// `["Lisbon", "Oslo"]`, or `no rows`; long lists keep their first and last rows.
    public static func rows(_ rows: [String]) -> String {
        if rows.isEmpty { return "no rows" }
        let quoted = rows.map { "\"\($0)\"" }
        if quoted.count <= 8 { return "[\(quoted.joined(separator: ", "))]" }
        return "[\(quoted.prefix(6).joined(separator: ", ")), … \(rows.count - 7) more …, \(quoted.last!)] (\(rows.count) rows)"
    }

    /// `3 rows`, `1 row`.
    public static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// `[.trip(id: 42), .log(tripID: 42)]`: a navigation path as Swift code would write it.
    public static func path(_ path: [AnyHashable]) -> String {
        "[\(path.map(route).joined(separator: ", "))]"
    }

    /// `.trip(id: 42)`: one route value.
    /// Read by shape (`ValueShape`), never by the route's own `description`, which the learner writes.
    public static func route(_ route: AnyHashable) -> String {
        ValueShape(of: route.base).description
    }

    /// `"Sort"` or `Image(systemName: "plus")`, quoted for a sentence.
    public static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

extension Describe {
    /// Any value as a result shows it: rows as a list, text quoted, a path as routes, a value of the standard library's
    /// or quest's as Swift prints it, and the learner's by shape (`ValueShape`), never by its own `description`.
    public static func value(_ value: Any) -> String {
        switch value {
        case let rows as [String]: self.rows(rows)
        case let text as String: quoted(text)
        case let path as [AnyHashable]: self.path(path)
        case let optional as any OptionalDescribing: optional.describedValue
        default: ValueShape.isTrusted(type(of: value)) ? String(describing: value) : ValueShape(of: value).description
        }
    }
}

/// Lets `Describe.value` print `nil` and the wrapped value rather than `Optional(…)`.
protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    var describedValue: String {
        switch self {
        case .none: "nil"
        case .some(let wrapped): Describe.value(wrapped)
        }
    }
}
