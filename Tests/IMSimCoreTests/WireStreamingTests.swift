import Foundation
@testable import IMSimCore
import XCTest

/// The encoder writes bytes as a value's `encode(to:)` runs and the decoder reads them in place:
/// the same bytes a tree would write, counts that outgrow their byte, JSON straight from the bytes,
/// and a type that writes its containers out of order refused rather than written wrong.
final class WireStreamingTests: XCTestCase {
    private struct Sections: Codable, Equatable {
        var names: [String: [Int]]
        var flags: [Bool]
        var nested: [[String: Double]]
    }

    private func tree<Value: Encodable>(_ value: Value) throws -> WireValue { try WireValue(bytes: WireEncoder().encode(value)) }

    func testCountsPastOneByteAndTheirNeighboursComeBack() throws {
        // 127 fits the count's one byte, 128 needs two, 20,000 three; inside and beside one another.
        for size in [0, 1, 127, 128, 129, 300, 20_000] {
            let value = Sections(names: Dictionary(uniqueKeysWithValues: (0..<size).map { ("k\($0)", Array(0..<($0 % 5))) }),
                                 flags: (0..<size).map { $0 % 3 == 0 },
                                 nested: [[:], ["a": 1.5]] + (0..<(size / 100)).map { ["x\($0)": Double($0)] })
            let bytes = try WireEncoder().encode(value)
            XCTAssertEqual(try WireDecoder().decode(Sections.self, from: bytes), value, "size \(size)")
            var written: [UInt8] = []
            try WireValue(bytes: bytes).write(into: &written)
            XCTAssertEqual(written, bytes, "the bytes a tree of the same value writes, size \(size)")
        }
    }

    func testJSONFromTheBytesIsJSONFromTheTree() throws {
        let values: [Sections] = [
            Sections(names: ["Zoë": [1], "Zoe": [-2], "é": [], "Z": [Int.min], "b": [Int.max]], flags: [true, false],
                     nested: [["ü": -0.0, "u": 1e300, "ä": .infinity, "a\"\\\n\u{1}": 0.1]]),
            Sections(names: [:], flags: [], nested: []),
        ]
        for value in values {
            var fromTree: [UInt8] = [], fromBytes: [UInt8] = []
            try tree(value).writeJSON(into: &fromTree)
            try WireValue.writeJSON(bytes: WireEncoder().encode(value), into: &fromBytes)
            XCTAssertEqual(String(decoding: fromBytes, as: UTF8.self), String(decoding: fromTree, as: UTF8.self))
        }
        for number in [0, 9, 10, 99, 100, 12345, UInt64.max] {
            var json: [UInt8] = []
            try WireValue.writeJSON(bytes: WireEncoder().encode(number), into: &json)
            XCTAssertEqual(String(decoding: json, as: UTF8.self), String(number))
        }
    }

    /// Writes into its first nested container after opening a second: fine for a tree, not for bytes.
    private struct OutOfOrder: Encodable {
        enum Key: CodingKey { case first, second, inner }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: .first)
            var second = container.nestedContainer(keyedBy: Key.self, forKey: .second)
            try second.encode(2, forKey: .inner)
            try first.encode(1, forKey: .inner)
        }
    }

    /// Asks for a super encoder and never writes to it, before its last value or after.
    private struct UnwrittenSuper: Encodable {
        enum Key: CodingKey { case value }
        let last: Bool
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            if last { try container.encode(1, forKey: .value) }
            _ = container.superEncoder()
            if !last { try container.encode(1, forKey: .value) }
        }
    }

    /// Writes to a super encoder after its container went on.
    private struct LateSuper: Encodable {
        enum Key: CodingKey { case value }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            let late = container.superEncoder()
            try container.encode(1, forKey: .value)
            var single = late.singleValueContainer()
            try single.encode(2)
        }
    }

    func testContainersWrittenOutOfOrderAreRefused() throws {
        XCTAssertThrowsError(try WireEncoder().encode(OutOfOrder())) { error in
            XCTAssertTrue("\(error)".contains("OutOfOrder cannot be written in order: a container was written after a later one began"), "\(error)")
        }
        XCTAssertThrowsError(try WireEncoder().encode(LateSuper())) { error in
            XCTAssertTrue("\(error)".contains("a value was written out of order or twice"), "\(error)")
        }
    }

    func testASuperEncoderNeverWrittenIsAnEmptyMap() throws {
        XCTAssertEqual(try tree(UnwrittenSuper(last: false)), .map([("super", .map([])), ("value", .unsigned(1))]))
        XCTAssertEqual(try tree(UnwrittenSuper(last: true)), .map([("value", .unsigned(1)), ("super", .map([]))]))
    }

    /// Asks for its list twice: the items go on counting.
    private struct ListAskedTwice: Encodable {
        func encode(to encoder: any Encoder) throws {
            var first = encoder.unkeyedContainer()
            try first.encode(1)
            var again = encoder.unkeyedContainer()
            try again.encode(again.count)
            _ = again.superEncoder()
        }
    }

    func testAListAskedForTwiceCountsOn() throws {
        XCTAssertEqual(try tree(ListAskedTwice()), .list([.unsigned(1), .unsigned(1), .map([])]))
    }

    /// Asks for its container twice, as a subclass and its superclass each do, and writes nothing once.
    private struct TwoAsks: Encodable {
        enum Key: CodingKey { case a, b, nothing }
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: Key.self)
            try first.encode("x", forKey: .a)
            var again = encoder.container(keyedBy: Key.self)
            try again.encode(Nothing(), forKey: .nothing)
            try again.encode(true, forKey: .b)
        }
    }

    func testOneContainerAskedForTwiceAndAValueThatWritesNothing() throws {
        XCTAssertEqual(try tree(TwoAsks()), .map([("a", .string("x")), ("nothing", .map([])), ("b", .bool(true))]))
    }

    private struct Accented: Decodable, Equatable {
        let café: Int  // spelled with é, one scalar
    }

    func testAKeySpelledOtherwiseIsFoundAsStringsCompare() throws {
        for fillers in [0, 20] {
            let entries = [("cafe\u{301}", WireValue.unsigned(7))] + (0..<fillers).map { ("f\($0)", WireValue.null) }
            var bytes: [UInt8] = []
            WireValue.map(entries).write(into: &bytes)
            XCTAssertEqual(try WireDecoder().decode(Accented.self, from: bytes), Accented(café: 7), "\(fillers) other keys")
        }
    }
}
