import UIKit

/// A SwiftUI button on the screen: a control read and tapped as a button (its accessibility label
/// is what its label says), with its label's views inside it taking no touches of their own.
final class HostedButton: UIControl {
    var onTap: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.onTap() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {}
}

/// `Button`: its label, styled, in a `HostedButton`.
final class ButtonElement: WrapperElement {
    let button: HostedButton
    /// The button's role, for an alert that shows it as an action.
    var role: ButtonRole?
    var action: () -> Void = {}

    init() {
        button = HostedButton()
        super.init(content: EmptyElement(), view: button)
    }

    /// `.accessibilityLabel(_:)` on the button, applied after, replaces the name its label gives it.
    func update(label: Element, action: @escaping () -> Void, isEnabled: Bool) {
        content = label
        label.view.isUserInteractionEnabled = false
        button.onTap = action
        self.action = action
        if button.isEnabled != isEnabled { button.isEnabled = isEnabled }
        let name = label.accessibleName
        if button.accessibilityLabel != name { button.accessibilityLabel = name }
    }

    /// A button is one element to a person: its label's texts are its name, not texts of their own.
    override var spokenTexts: [String] { [] }
}
