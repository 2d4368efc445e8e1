import Foundation

/// A layout of sections, each its group repeated (UIKit's compositional layout, iOS 13): sections top
/// to bottom, groups down each section (or in one row when it scrolls orthogonally), items side by
/// side or stacked in groups, sizes fractional, absolute or estimated (an estimated side becomes the
/// size the cell prefers once it is loaded).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var computedAttributes: [UICollectionViewLayoutAttributes] = []
    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var contentSize = CGSize.zero
    /// The sizes loaded cells prefer, for estimated sides.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// True once a section with an estimated side was laid out.
    private(set) var isSelfSizing = false

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Every section a list of the configuration's look.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedAttributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes[elementKind]?[indexPath]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    open override func prepare() {
        super.prepare()
        computedAttributes = []
        itemAttributes = [:]
        supplementaryAttributes = [:]
        contentSize = .zero
        isSelfSizing = false
        guard let collectionView else { return }
        let environment = CompositionalLayoutEnvironment(size: collectionView.bounds.size, insets: collectionView.adjustedContentInset,
                                                         traits: collectionView.traitCollection)
        let width = environment.effectiveContentSize.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            guard let layout = sectionProvider(section, environment) else { continue }
            if section > 0 { y += configuration.interSectionSpacing }
            var placer = CompositionalSectionPlacer(section: layout, index: section, width: width,
                                                    containerHeight: environment.effectiveContentSize.height,
                                                    itemCount: collectionView.numberOfItems(inSection: section),
                                                    preferred: preferredItemSizes)
            y = placer.place(from: y)
            isSelfSizing = isSelfSizing || placer.usesEstimates
            for placed in placer.placed { add(placed) }
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func add(_ placed: CompositionalSectionPlacer.Placed) {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        let attributes = UICollectionViewLayoutAttributes.make(type, category: placed.kind == nil ? .cell : .supplementaryView,
                                                               kind: placed.kind, indexPath: placed.indexPath)
        attributes.frame = placed.frame
        computedAttributes.append(attributes)
        if let kind = placed.kind {
            supplementaryAttributes[kind, default: [:]][placed.indexPath] = attributes
        } else {
            itemAttributes[placed.indexPath] = attributes
        }
    }
}
