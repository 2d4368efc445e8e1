import Foundation

/// An alert or action sheet: a title, a message, text fields (alerts only) and actions. Present it
/// with `present(_:animated:completion:)`; its text fields are subviews of its view. Main actor only.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    private var storedTextFields: [UITextField] = []

    open var message: String?
    open private(set) var preferredStyle = Style.alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The action the return key triggers; must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            precondition(preferredAction.map { action in actions.contains { $0 === action } } ?? true,
                         "the preferred action must be one of the alert's actions")
        }
    }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The text fields, in the order added; nil if there are none.
    open var textFields: [UITextField]? {
        storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// Adds an action. An alert has at most one `.cancel` action.
    open func addAction(_ action: UIAlertAction) {
        UncaughtException.require(action.style != .cancel || !actions.contains { $0.style == .cancel },
                                  reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        UncaughtException.require(preferredStyle == .alert, reason: "Text fields can only be added to an alert "
                                      + "controller of style UIAlertControllerStyleAlert")
        let textField = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 24))
        textField.borderStyle = .roundedRect
        storedTextFields.append(textField)
        configurationHandler?(textField)
        viewIfLoaded?.addSubview(textField)
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        storedTextFields.forEach(view.addSubview)
    }

    // MARK: Simulation

    /// The user taps `action`: editing ends, the alert is dismissed (its presenter's
    /// `presentedViewController` becomes nil), then the action's handler runs, as in UIKit.
    /// False if `action` is not one of this alert's actions or is disabled.
    @discardableResult
    package func simulateTap(_ action: UIAlertAction) -> Bool {
        guard actions.contains(where: { $0 === action }), action.isEnabled else { return false }
        storedTextFields.forEach { $0.resignFirstResponder() }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}
