import Cassowary
import Foundation

/// Turns a constraint's attributes into expressions over the unknowns of its items' rectangles.
@MainActor
struct LayoutAttributes {
    let engine: LayoutEngine

    /// `attribute` of `item` as an expression; `other` is the constraint's other item, which decides
    /// whether a scroll view's edges mean its content (for its descendants) or its frame.
    func expression(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject,
                    relatedTo other: AnyObject?) -> LinearExpression {
        if let margins = marginsGuide(attribute, of: item) {
            return expression(Self.unmargined(attribute), of: margins, relatedTo: nil)
        }
        let rect = engine.rect(for: contentItem(attribute, of: item, relatedTo: other))
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return LinearExpression(rect.left)
        case .right, .trailing, .rightMargin, .trailingMargin: return rect.right
        case .top, .topMargin: return LinearExpression(rect.top)
        case .bottom, .bottomMargin: return rect.bottom
        case .width: return LinearExpression(rect.width)
        case .height: return LinearExpression(rect.height)
        case .centerX, .centerXWithinMargins: return rect.centerX
        case .centerY, .centerYWithinMargins: return rect.centerY
        case .firstBaseline: return baseline(of: item, rect: rect, last: false)
        case .lastBaseline: return baseline(of: item, rect: rect, last: true)
        case .notAnAttribute: return LinearExpression(constant: 0)
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

    /// A label's baselines follow its text, centred vertically as UILabel draws it; other views' are their bottom.
    private func baseline(of item: AnyObject, rect: LayoutRect, last: Bool) -> LinearExpression {
        guard let label = item as? UILabel else { return rect.bottom }
        let metrics = label.baselineMetrics
        let offset = (last ? metrics.last : metrics.first) - metrics.textHeight / 2
        return rect.centerY + Double(offset)
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
