/// A type-erased list of navigation values: `@State private var path = NavigationPath()`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of the elements of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// A path restored from its codable representation.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// True when the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A codable representation, when every element is `Codable`; nil otherwise.
    public var codable: CodableRepresentation? {
        for element in elements where !(element.base is any Codable) { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// Equal when the elements are.
    nonisolated public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }

    /// A serialisable form of a path: `try JSONEncoder().encode(path.codable)`.
    public struct CodableRepresentation: Codable, Equatable {
        var elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        // Like SwiftUI, each element is stored as its type's name (mangled, so the runtime can find the type again)
        // and its JSON encoding, last element first.
        nonisolated public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(element.base, .init(codingPath: encoder.codingPath, debugDescription: "\(type(of: element.base)) is not Encodable"))
                }
                try container.encode(_mangledTypeName(type(of: value)) ?? _typeName(type(of: value)))
                let data = try JSONEncoder().encode(value)
                try container.encode(String(decoding: data, as: UTF8.self))
            }
        }

        nonisolated public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var decoded: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "cannot decode a value of type \(typeName)")
                }
                decoded.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = decoded.reversed()
        }

        nonisolated private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }

        /// Equal when the elements are.
        nonisolated public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool { lhs.elements == rhs.elements }
    }
}
