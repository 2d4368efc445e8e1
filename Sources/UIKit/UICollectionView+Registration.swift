import Foundation

extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item (iOS 14). Make it once
    /// (not in `cellForItemAt`) and pass it to `dequeueConfiguredReusableCell(using:for:item:)`.
    /// Main actor only.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        public let handler: Handler
        /// The reuse identifier the registration's cells are registered with: its own.
        let reuseIdentifier = "\(Cell.self)-registration-\(UUID().uuidString)"

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class, its kind and the handler that configures its views (iOS 14).
    /// Main actor only.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        public let elementKind: String
        public let handler: Handler
        let reuseIdentifier = "\(Supplementary.self)-registration-\(UUID().uuidString)"

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class (registered on first use), configured by its handler for
    /// `item`, which must not be nil.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registrations[ReuseKey(kind: nil, identifier: registration.reuseIdentifier)] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let item else { preconditionFailure("dequeueConfiguredReusableCell needs an item at \(indexPath)") }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
        else { preconditionFailure("the registration's cell is not a \(Cell.self)") }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A view of the registration's class and kind (registered on first use), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registrations[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                          withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary
        else { preconditionFailure("the registration's view is not a \(Supplementary.self)") }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
