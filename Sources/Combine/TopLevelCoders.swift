import Foundation

/// A decoder of a whole value from one input (a `JSONDecoder` of `Data`, a `YAMLDecoder`), as
/// Combine's `decode(type:decoder:)` takes it. Libraries that conform their decoders when they can
/// import Combine (Yams does) build against imsim's Combine too.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value into one output, as Combine's `encode(encoder:)` takes it.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes each value with `decoder`; a value it cannot decode ends the publisher with the error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
