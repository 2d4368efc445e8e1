import Foundation

/// An editable line of text. Its `accessibilityLabel` defaults to the placeholder and its
/// `accessibilityValue` to the text. Main actor only.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    private var storedText = "" {
        didSet { if storedText != oldValue { Appearance.changed() } }
    }

    open weak var delegate: (any UITextFieldDelegate)?
    open var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Its text's or placeholder's width and one line's height, plus the border's padding (a rounded
    /// rectangle field is 34 points tall, as on iOS).
    open override var intrinsicContentSize: CGSize {
        let attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 17)]
        let shown = [text ?? "", placeholder ?? ""].map { PlainText($0, attributes: attributes).textSize }
        let line = PlainText("X", attributes: attributes).textSize.height
        let width = shown.map(\.width).max() ?? 0
        let rounded = borderStyle == .roundedRect
        let scale = UIScreen.main.scale
        return CGSize(width: ((width + (rounded ? 14 : 0)) * scale).rounded(.up) / scale,
                      height: rounded ? 34 : (line * scale).rounded(.up) / scale)
    }
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none

    /// Draws the border and the text or placeholder (UITextField+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawContent(in: rect)
    }
    open var clearButtonMode = ViewMode.never
    open var clearsOnBeginEditing = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    /// Whether the font follows the Dynamic Type size; recorded only (the size never changes here).
    open var adjustsFontForContentSizeCategory = false
    /// True between becoming and resigning first responder.
    open private(set) var isEditing = false {
        didSet { updateOverlayViews() }
    }

    /// A view at the field's leading edge (a subview), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When `leftView` shows; `.never` by default.
    open var leftViewMode = ViewMode.never {
        didSet { updateOverlayViews() }
    }
    /// A view at the field's trailing edge (a subview), shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When `rightView` shows; `.never` by default.
    open var rightViewMode = ViewMode.never {
        didSet { updateOverlayViews() }
    }

    /// The text; never nil when read (setting nil stores ""). Setting it sends no events, as in UIKit.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }

    open var hasText: Bool { !storedText.isEmpty }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? storedText }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Overlay views

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        updateOverlayViews()
    }

    /// Makes each overlay view a subview while its mode shows it in the current editing state, as
    /// UIKit does; otherwise it is out of the field.
    private func updateOverlayViews() {
        func shows(_ mode: ViewMode) -> Bool {
            switch mode {
            case .never: false
            case .always: true
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            }
        }
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if shows(mode), view.superview !== self { addSubview(view) }
            if !shows(mode), view.superview === self { view.removeFromSuperview() }
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, if the delegate agrees: `textFieldDidBeginEditing(_:)`, `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        // Editing already (its first responder status kept aside while another extension instance ran).
        if isEditing { return isFirstResponder || super.becomeFirstResponder() }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees: `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// A finger lifted inside the field begins editing, as a tap on a field does on iOS.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)), !isEditing { becomeFirstResponder() }
    }

    // MARK: Simulation

    /// The user types `string` a key at a time at the end of the text, where a tap leaves the cursor
    /// (as XCUITest's `typeText` does): editing begins if needed, then for each character the delegate
    /// may refuse it, else the text changes and `.editingChanged` is sent. `replacingText` first
    /// selects all the text, so the first key replaces it; U+0008 is the delete key. Editing stays in progress. False if editing
    /// could not begin or the delegate refused a key.
    @discardableResult
    package func simulateTyping(_ string: String, replacingText: Bool = false) -> Bool {
        guard becomeFirstResponder() else { return false }
        var everyKeyTaken = true
        var replacing = replacingText
        let keys = string.isEmpty && replacingText ? [""] : string.map(String.init)
        for var key in keys {
            let length = (storedText as NSString).length
            var range = replacing ? NSRange(location: 0, length: length) : NSRange(location: length, length: 0)
            replacing = false
            if key == Self.deleteKey {
                // The delete key (XCUITest's `XCUIKeyboardKey.delete`): the character before the cursor goes.
                guard length > 0 else { continue }
                range = (storedText as NSString).rangeOfComposedCharacterSequence(at: length - 1)
                key = ""
            }
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: key) ?? true else {
                everyKeyTaken = false
                continue
            }
            storedText = (storedText as NSString).replacingCharacters(in: range, with: key)
            delegate?.textFieldDidChangeSelection(self)
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
        return everyKeyTaken
    }

    /// The keyboard's delete key as typed text: U+0008, as XCUITest's `XCUIKeyboardKey.delete` is.
    package static let deleteKey = "\u{8}"

    /// The user presses return: if `textFieldShouldReturn(_:)` agrees, sends `.editingDidEndOnExit`
    /// and `.primaryActionTriggered`, ending editing if an action is registered for the former.
    @discardableResult
    package func simulateReturn() -> Bool {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsEditing { resignFirstResponder() }
        return true
    }

    /// The user leaves the field (taps elsewhere): ends editing.
    @discardableResult
    package func simulateEndEditing() -> Bool {
        resignFirstResponder()
    }
}
