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
