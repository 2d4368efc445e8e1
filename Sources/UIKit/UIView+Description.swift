import Foundation

extension UIView {
    /// The view and its subviews, one a line, indented by depth, with frames, as UIKit's debugger
    /// prints them: `UIButton 'Like' (0, 20, 46×30) hidden`.
    package func hierarchyDescription(depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + VisibleName.describe(self)
        line += " (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width))×\(Self.number(frame.height)))"
        if isHidden { line += " hidden" }
        if !translatesAutoresizingMaskIntoConstraints { line += " AL" }
        if bounds.origin != .zero { line += " bounds origin (\(Self.number(bounds.minX)), \(Self.number(bounds.minY)))" }
        return ([line] + subviews.map { $0.hierarchyDescription(depth: depth + 1) }).joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(Double(hundredths))
    }
}

/// A view as a person names it: its type and its text.
package enum VisibleName {
    @MainActor
    package static func describe(_ view: UIView) -> String {
        let type = _typeName(Swift.type(of: view), qualified: false)
        let text = (view as? UIButton)?.currentTitle ?? (view as? UILabel)?.text ?? view.accessibilityIdentifier
            ?? view.accessibilityLabel
        if let text { return "\(type) '\(text)'" }
        // A plain container (a banner, a card), not a list, is named by the first text it shows itself.
        if !(view is UIScrollView), let shown = firstText(in: view) { return "\(type) holding '\(shown)'" }
        return type
    }

    /// The first text of a label or button directly inside `view`.
    @MainActor
    private static func firstText(in view: UIView) -> String? {
        for subview in view.subviews where !subview.isHidden {
            if let text = (subview as? UILabel)?.text ?? (subview as? UIButton)?.currentTitle, !text.isEmpty { return text }
        }
        return nil
    }
}
