import Foundation

/// How a bar looks: its background colour or image and the shadow line under (or over) it. iOS 13's
/// appearance objects, which iOS 15 made the way to colour a bar (see UINavigationBar).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The hairline's colour; nil for none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// True once configured transparent: nothing is drawn behind the bar's content.
    var isTransparent = false

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public init(idiom: UIUserInterfaceIdiom) {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyLook(from: barAppearance)
    }

    func copyLook(from other: UIBarAppearance) {
        (backgroundColor, backgroundImage, backgroundImageContentMode) = (other.backgroundColor, other.backgroundImage, other.backgroundImageContentMode)
        (shadowColor, shadowImage, isTransparent) = (other.shadowColor, other.shadowImage, other.isTransparent)
    }

    /// The system's translucent material (drawn as its light mode colour) and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        shadowColor = UIColor(white: 0, alpha: 0.3)
        backgroundImage = nil
        isTransparent = false
    }

    /// The system background colour, opaque, and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
        backgroundImage = nil
        isTransparent = false
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        backgroundImage = nil
        isTransparent = true
    }
}

/// A navigation bar's appearance: its background and the attributes of its titles.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            (titleTextAttributes, largeTitleTextAttributes) = (other.titleTextAttributes, other.largeTitleTextAttributes)
        }
    }

    public override init() {
        super.init()
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// A copy, as UIKit's `copy()` gives.
    open func copy(with zone: NSZone? = nil) -> Any { UINavigationBarAppearance(barAppearance: self) }
}

/// A toolbar's appearance.
open class UIToolbarAppearance: UIBarAppearance {
    open func copy(with zone: NSZone? = nil) -> Any { UIToolbarAppearance(barAppearance: self) }
}

/// An offset in points, as UIKit positions titles with.
public struct UIOffset: Sendable, Equatable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
