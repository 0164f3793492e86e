/// A decoder of whole values, such as `JSONDecoder`, for `decode(type:decoder:)`.
public protocol TopLevelDecoder<Input> {
    /// What it decodes from: `Data` for JSON.
    associatedtype Input
    /// Decodes a value of `type`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of whole values, such as `JSONEncoder`, for `encode(encoder:)`.
public protocol TopLevelEncoder<Output> {
    /// What it encodes to: `Data` for JSON.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes each value with `decoder`: `.map(\.data).decode(type: [Post].self, decoder: JSONDecoder())`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
