import Foundation

/// Where a layout puts one element of a collection view: a cell, a supplementary view (header,
/// footer) or a decoration view. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    open var frame = CGRect.zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    open private(set) var representedElementCategory: ElementCategory
    /// The supplementary or decoration view's kind; nil for a cell.
    open private(set) var representedElementKind: String?

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes of the layout's attributes class (`type`), for an element.
    static func make(_ type: UICollectionViewLayoutAttributes.Type, category: ElementCategory, kind: String?,
                     indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// Which element these attributes place: its category, kind and index path.
    var element: UICollectionView.Element {
        UICollectionView.Element(kind: representedElementCategory == .cell ? nil : representedElementKind,
                                 indexPath: indexPath)
    }
}
