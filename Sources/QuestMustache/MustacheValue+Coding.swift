public import Foundation

extension MustacheValue: Codable {
    /// Converts a view model directly (no JSON in between). A `nil` optional becomes `.null` (hiding an outer value of
    /// the same name), a `Date` an ISO 8601 string, a `URL` its absolute string.
    public init(encoding value: some Encodable) throws {
        self = try MustacheValueEncoder.encode(value)
    }

    /// Reads any JSON text (object, array or a single value).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(MustacheValue.self, from: json)
    }

    /// Reads any JSON-shaped value; booleans stay booleans, every number becomes `.number`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: MustacheValue].self))
        }
    }

    /// Writes the value back as the JSON it came from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let items): try container.encode(items)
        case .dictionary(let entries): try container.encode(entries)
        }
    }
}
