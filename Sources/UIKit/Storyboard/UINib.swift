import Foundation
import InterfaceBuilder

/// A xib, or a storyboard's prototype cell, ready to make its objects again and again: each
/// `instantiate(withOwner:options:)` makes new ones, connects them (the File's Owner placeholder is
/// the owner given), wakes them, and returns the top-level objects. Main actor only.
@preconcurrency @MainActor
open class UINib: NSObject {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let document: IBDocument
    /// The top-level elements: a xib's objects, placeholders included, or one prototype cell.
    private let roots: [IBNode]
    /// Objects outside a prototype cell its connections may name (its scene's controller), by id.
    private let outside: [String: WeakObject]

    /// The xib named `name` (`GuestCell` for `GuestCell.xib`) among the app's documents; iOS stops
    /// the app when there is none, and so does imsim.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let document = InterfaceBuilderRegistry.document(named: name, kind: .xib) else {
            fatalError("Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'")
        }
        self.document = document
        roots = document.topLevelObjects
        outside = [:]
        super.init()
    }

    /// A storyboard's prototype cell, made afresh for each cell a table or collection view dequeues.
    init(prototype: IBNode, of loading: NibLoading) {
        document = loading.document
        roots = [prototype]
        outside = loading.objects.mapValues(WeakObject.init)
        super.init()
    }

    /// Makes the nib's objects; `ownerOrNil` stands for File's Owner. Returns the top-level objects
    /// in document order, placeholders left out.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        let loading = NibLoading(document: document, storyboard: nil)
        for (id, object) in outside {
            if let value = object.value { loading.register(value, id: id) }
        }
        var topLevel: [Any] = []
        for node in roots {
            if node.tag == "placeholder" {
                if node["placeholderIdentifier"] == "IBFilesOwner", let owner = ownerOrNil as AnyObject? {
                    loading.register(owner, for: node)
                    loading.keep(connectionsOf: node)
                }
                continue
            }
            if let object = loading.make(node) { topLevel.append(object) }
        }
        loading.finish()
        return topLevel
    }
}

/// A reference that does not keep its object alive. `@unchecked Sendable`: the object is read on the
/// main thread only, where the closures that carry it run.
struct WeakObject: @unchecked Sendable {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

extension Bundle {
    /// The objects of the xib named `name`, with `owner` as its File's Owner.
    @MainActor @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UICollectionView {
    /// Registers a nib whose one top-level object is the cell made for `identifier`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: nil, identifier: identifier)
        guard let nib else {
            nibRegistrations[key] = nil
            return
        }
        registerNib(for: key) { nib.instantiate(withOwner: nil).first { $0 is UICollectionViewCell } as? UICollectionReusableView }
    }
}
