import Foundation

/// A layout whose items may take the sizes their cells prefer.
@MainActor
protocol SelfSizingCollectionLayout: AnyObject {
    var isSelfSizing: Bool { get }
    var preferredItemSizes: [IndexPath: CGSize] { get set }
}

extension UICollectionViewFlowLayout: SelfSizingCollectionLayout {}
extension UICollectionViewCompositionalLayout: SelfSizingCollectionLayout {}
