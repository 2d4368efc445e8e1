import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// A coarse measure of available width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The direction of the user interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft
}

/// An object whose appearance depends on its environment's traits: screens, views, controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed, with the former traits.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The traits of an interface's environment: appearance, size classes, display scale, Dynamic Type
/// size. A trait left unspecified takes its value from the environment. imsim's device is an
/// iPhone in portrait (compact width, regular height) at scale 2, light, with the default text size.
/// Immutable, so shareable across threads.
open class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified)
    }

    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
         category: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
        layoutDirection = direction
        super.init()
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// The traits of all `traitCollections`; where several specify a trait, the last one wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let merged = traitCollections.reduce(UITraitCollection()) { $0.overridden(by: $1) }
        self.init(style: merged.userInterfaceStyle, horizontal: merged.horizontalSizeClass,
                  vertical: merged.verticalSizeClass, scale: merged.displayScale,
                  category: merged.preferredContentSizeCategory, idiom: merged.userInterfaceIdiom,
                  direction: merged.layoutDirection)
    }

    /// These traits with those `other` specifies put over them.
    func overridden(by other: UITraitCollection?) -> UITraitCollection {
        guard let other else { return self }
        return UITraitCollection(
            style: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
            horizontal: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            vertical: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            scale: other.displayScale != 0 ? other.displayScale : displayScale,
            category: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            idiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom,
            direction: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection)
    }

    /// imsim's device: an iPhone in portrait at scale 2, light, default text size, left to right.
    package static let device = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 2,
                                                  category: .large, idiom: .phone, direction: .leftToRight)

    /// The traits drawing code sees: the device's, or those `performAsCurrent(_:)` installs.
    @MainActor public static var current: UITraitCollection = device

    /// Runs `actions` with these traits as `UITraitCollection.current`.
    @MainActor
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        try actions()
    }

    /// True if every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return overridden(by: trait) == self
    }

    /// True if colours would resolve differently: the appearance differs.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom && layoutDirection == other.layoutDirection
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }
}
