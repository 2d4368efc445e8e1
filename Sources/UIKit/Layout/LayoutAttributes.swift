import Cassowary
import Foundation

/// Turns a constraint's attributes into expressions over the unknowns of its items' rectangles.
@MainActor
struct LayoutAttributes {
    let engine: LayoutEngine

    /// An attribute's value: an item's origin on an axis (none for a size) plus the rest.
    struct Value {
        var origin: (rect: LayoutRect, axis: LayoutRect.Axis)?
        var rest: LinearExpression
    }

    /// `first - multiplier * second` as the solver sees it. Positions enter only as differences: with a
    /// multiplier of 1 from the items' nearest common container; otherwise both are measured in
    /// their nearest common ancestor view's own coordinates, where a multiplier scales distances from
    /// its leading or top edge.
    func difference(_ first: Value, _ second: Value, multiplier: Double, views: (UIView?, UIView?)) -> LinearExpression {
        guard let a = first.origin, let b = second.origin, a.axis == b.axis else {
            return absolute(first) - absolute(second) * multiplier
        }
        if multiplier == 1 { return a.rect.offset(from: b.rect, a.axis) + first.rest - second.rest }
        let frame = Self.commonAncestor(views.0, views.1).map { engine.rect(for: $0) }
        return a.rect.offset(from: frame, a.axis) + first.rest - (b.rect.offset(from: frame, a.axis) + second.rest) * multiplier
    }

    /// A value in the root's coordinates.
    func absolute(_ value: Value) -> LinearExpression {
        guard let (rect, axis) = value.origin else { return value.rest }
        return rect.offset(from: nil, axis) + value.rest
    }

    /// The deepest view that is or contains both.
    static func commonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
        guard let a, let b else { return nil }
        var candidate: UIView? = a
        while let view = candidate, !b.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    /// `attribute` of `item`; `other` is the constraint's other item, which decides whether a scroll
    /// view's edges mean its content (for its descendants) or its frame.
    func value(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, relatedTo other: AnyObject?) -> Value {
        if let margins = marginsGuide(attribute, of: item) {
            return value(Self.unmargined(attribute), of: margins, relatedTo: nil)
        }
        let rect = engine.rect(for: contentItem(attribute, of: item, relatedTo: other))
        func x(_ rest: LinearExpression) -> Value { Value(origin: (rect, .x), rest: rest) }
        func y(_ rest: LinearExpression) -> Value { Value(origin: (rect, .y), rest: rest) }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return x(LinearExpression())
        case .right, .trailing, .rightMargin, .trailingMargin: return x(LinearExpression(rect.width))
        case .top, .topMargin: return y(LinearExpression())
        case .bottom, .bottomMargin: return y(LinearExpression(rect.height))
        case .width: return Value(rest: LinearExpression(rect.width))
        case .height: return Value(rest: LinearExpression(rect.height))
        case .centerX, .centerXWithinMargins: return x(rect.width * 0.5)
        case .centerY, .centerYWithinMargins: return y(rect.height * 0.5)
        case .firstBaseline: return y(baseline(of: item, rect: rect, last: false))
        case .lastBaseline: return y(baseline(of: item, rect: rect, last: true))
        case .notAnAttribute: return Value(rest: LinearExpression())
        }
    }

    /// A view's margin attributes are its layout margins guide's edges.
    private func marginsGuide(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> UILayoutGuide? {
        guard let view = item as? UIView, Self.unmargined(attribute) != attribute else { return nil }
        return view.layoutMarginsGuide
    }

    /// Constraints between a scroll view's edges and its content tie the content area, as UIKit documents.
    private func contentItem(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject,
                             relatedTo other: AnyObject?) -> AnyObject {
        guard let scrollView = item as? UIScrollView, let otherView = LayoutSystem.view(of: other),
              otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return scrollView.contentLayoutGuide
        default: return item
        }
    }

    /// Where a label's baselines are below its top: they follow its text, centred vertically as UILabel
    /// draws it; other views' are their bottom.
    private func baseline(of item: AnyObject, rect: LayoutRect, last: Bool) -> LinearExpression {
        guard let label = item as? UILabel else { return LinearExpression(rect.height) }
        let metrics = label.baselineMetrics
        let offset = (last ? metrics.last : metrics.first) - metrics.textHeight / 2
        return rect.height * 0.5 + Double(offset)
    }

    static func unmargined(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: attribute
        }
    }
}
