import Foundation

/// The sections and items a diffable data source shows, by identifier, in order. A value: build one,
/// then `apply` it. As on iOS, an identifier appears at most once (a second append is ignored here
/// rather than trapping).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items marked by `reloadItems` or `reconfigureItems` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil {
            sections.append((identifier, []))
        }
    }

    /// Appends to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        for identifier in identifiers where indexOfItem(identifier) == nil {
            sections[index].items.append(identifier)
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        let fresh = identifiers.filter { indexOfItem($0) == nil }
        guard let section = sections.firstIndex(where: { $0.items.contains(anchor) }),
              let position = sections[section].items.firstIndex(of: anchor) else { return }
        sections[section].items.insert(contentsOf: fresh, at: position + offset)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll(where: gone.contains) }
    }

    public mutating func deleteAllItems() {
        sections = []
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedItemIdentifiers += identifiers.flatMap(itemIdentifiers(inSection:))
    }

    /// The item at `indexPath`, if there is one.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.item]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}
