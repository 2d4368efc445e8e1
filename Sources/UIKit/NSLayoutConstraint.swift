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

/// A relation between two layout attributes: `first = second × multiplier + constant`, solved with
/// the others of its view tree at the next layout pass. Main actor only.
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
    open var constant: CGFloat {
        didSet { if constant != oldValue { LayoutInvalidation.bump() } }
    }
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { LayoutInvalidation.bump() } }
    }
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
                LayoutInvalidation.bump()
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
        LayoutInvalidation.bump()
    }

    /// As UIKit prints a constraint: `<NSLayoutConstraint:0x… 'id' UILabel:0x….width == 100   (active)>`.
    /// (Main actor only, as every UIKit object: NSObject declares it without isolation.)
    open override var description: String {
        MainActor.assumeIsolated { describedAsUIKitDoes }
    }

    private var describedAsUIKitDoes: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        let name = identifier.map { " '\($0)'" } ?? ""
        var text = "\(Self.describe(firstItem)).\(Self.name(firstAttribute)) \(Self.symbol(relation)) "
        if let secondItem, secondAttribute != .notAnAttribute {
            text += multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            text += "\(Self.describe(secondItem)).\(Self.name(secondAttribute))"
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return "<NSLayoutConstraint:0x\(address)\(name) \(text)   (\(isActive ? "active" : "inactive"))>"
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let address = String(UInt(bitPattern: ObjectIdentifier(item)), radix: 16)
        let label = (item as? UILabel)?.text ?? (item as? UIButton)?.currentTitle
        let name = (item as? UILayoutGuide).map { "'\($0.identifier)'" } ?? _typeName(type(of: item), qualified: false)
        return "\(name):0x\(address)" + (label.map { "'\($0)'" } ?? "")
    }

    private static func name(_ attribute: Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    private static func symbol(_ relation: Relation) -> String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
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
