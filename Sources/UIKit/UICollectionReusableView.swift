import Foundation

/// A view a collection view reuses: the base of its cells and of its supplementary views (headers,
/// footers). Main actor only.
///
/// A registered class is made, as on iOS, with `init(frame:)`, the subclass's override included
/// (through `init(registeredWithReuseIdentifier:)`, which subclasses inherit).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the class was registered with; nil for a view made directly.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How `UICollectionView` makes a registered class: a subclass inherits this as long as it
    /// overrides `init(frame:)` (or no initializer), so the call reaches its override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called when the collection view takes the view from its reuse queue; reset the content here.
    open func prepareForReuse() {}

    /// Called with the layout's attributes for the view, after its frame is set from them.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: for a view whose constraints place its content, the given
    /// ones at the smallest size those constraints allow near the given size (as UIKit's self-sizing
    /// cells); otherwise the given ones.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let content = sizedContent
        guard content.constraintsAffectLayout else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = content.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                         verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }

    /// The view whose constraints give the preferred size: a cell's content view, which fills it.
    var sizedContent: UIView { (self as? UICollectionViewCell)?.contentView ?? self }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
