import Foundation
import IMSimCore

/// Compares a message URL's query items with expected ones, in which `$Kate` stands for the identifier
/// the phone being checked has for Kate (`PhoneSnapshot.identifiers`). Pure.
struct QueryComparison {
    /// The phone's identifier for each participant it knows.
    let identifiers: [String: UUID]

    /// `item` with each identifier the phone knows written `$Name` in its value, as scenarios write it.
    func named(_ item: QueryItem) -> QueryItem {
        guard var value = item.value, value.contains("-") else { return item }
        for (name, identifier) in identifiers.sorted(by: { $0.key < $1.key }) {
            value = value.replacingOccurrences(of: identifier.uuidString, with: "$" + name, options: .caseInsensitive)
        }
        return QueryItem(name: item.name, value: value)
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
}
