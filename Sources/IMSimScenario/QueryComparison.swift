import Foundation
import IMSimCore

/// Compares a message URL's query items with expected ones, in which `$Kate` stands for the identifier
/// the phone being checked has for Kate (`PhoneSnapshot.identifiers`). Pure.
struct QueryComparison {
    /// The phone's identifiers; nil: no identifier is named.
    let identifiers: ParticipantIdentifiers?

    /// `item` with each identifier the phone knows written `$Name` in its value, as scenarios write it.
    func named(_ item: QueryItem) -> QueryItem {
        guard let identifiers, let value = item.value, value.contains("-") else { return item }
        let bytes = Array(value.utf8)
        var named: [UInt8] = []
        named.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let identifier = Self.uuid(in: bytes, at: index), let name = identifiers.name(of: identifier) {
                named.append(UInt8(ascii: "$"))
                named.append(contentsOf: name.utf8)
                index += Self.uuidLength
            } else {
                named.append(bytes[index])
                index += 1
            }
        }
        return QueryItem(name: item.name, value: String(decoding: named, as: UTF8.self))
    }

    func named(_ items: [QueryItem]) -> [QueryItem] { items.map(named) }

    /// Whether `actual` is `expected`, as written or with identifiers named.
    func matches(_ expected: QueryItem, _ actual: QueryItem) -> Bool {
        expected == actual || expected == named(actual)
    }

    /// The same items in the same order.
    func matches(_ expected: [QueryItem], _ actual: [QueryItem]) -> Bool {
        expected.count == actual.count && zip(expected, actual).allSatisfy { matches($0, $1) }
    }

    /// Each of `expected` is among `actual`, in any order (`query-contains`).
    func containsAll(_ expected: [QueryItem], in actual: [QueryItem]) -> Bool {
        expected.allSatisfy { item in actual.contains { matches(item, $0) } }
    }

    private static let uuidLength = 36

    /// The UUID written at `index` (8-4-4-4-12 hex digits, either case), if one is.
    private static func uuid(in bytes: [UInt8], at index: Int) -> UUID? {
        guard bytes.count - index >= uuidLength,
              [8, 13, 18, 23].allSatisfy({ bytes[index + $0] == UInt8(ascii: "-") }) else { return nil }
        return UUID(uuidString: String(decoding: bytes[index..<index + uuidLength], as: UTF8.self))
    }
}
