import Foundation

/// A layout priority, from 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two layout attributes: `first = second × multiplier + constant`.
/// Recorded only: nothing solves it. Main actor only.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
        case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// A view or a `UILayoutGuide`.
    open private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    open private(set) var multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    /// The view holding the constraint while it is active.
    private(set) weak var holder: UIView?

    /// A constraint between `view1` (a view or layout guide) and `view2` (nil for a constant).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = Self.object(view1)
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map(Self.object)
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating adds it to the `constraints` of its
    /// items' closest common ancestor (of the first item if they have none, where UIKit would throw).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                guard holder == nil else { return }
                activate(holder: commonAncestor())
            } else if let holder {
                holder.heldConstraints.removeAll { $0 === self }
                self.holder = nil
            }
        }
    }

    /// Activates every constraint given.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func activate(holder newHolder: UIView?) {
        if let holder { holder.heldConstraints.removeAll { $0 === self } }
        holder = newHolder
        newHolder?.heldConstraints.append(self)
    }

    /// True if either item is `view` or a layout guide of it.
    func references(_ view: UIView) -> Bool {
        Self.view(of: firstItem) === view || Self.view(of: secondItem) === view
    }

    private func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard let second = Self.view(of: secondItem) else { return first }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return first
    }

    /// A view or layout guide as the object it is. Casting to the class first spares Swift's bridging of
    /// `Any` to `AnyObject`, which on Linux looks the type up in every protocol conformance the first time.
    private static func object(_ item: Any) -> AnyObject {
        (item as? UIView) ?? (item as? UILayoutGuide) ?? (item as AnyObject)
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
}
