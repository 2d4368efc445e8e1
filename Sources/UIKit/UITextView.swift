import Foundation

/// Scrollable, multiline text, editable by default. Setting `text` calls no delegate method, as on
/// iOS; a person's typing (`simulateTyping(_:)`) does. Its `accessibilityValue` defaults to the
/// text. Main actor only.
///
/// A `UIScrollView`, as on iOS: its delegate also gets the scroll view's callbacks; its
/// `contentSize` is its text's height while scrolling is on.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// None while it scrolls (its content scrolls instead); its text's size, wrapped at its width,
    /// with scrolling off, as on iOS.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: textHeight(fittingWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textHeight(fittingWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude))
    }

    /// Its text takes another size: measured and laid out again, and drawn.
    private func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        Appearance.changed()
    }

    /// Draws the text (UITextView+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawContent(in: rect)
    }

    /// Its content is its text: `contentSize` is the text's height at its width, so it scrolls to show it all.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard isScrollEnabled, bounds.width > 0 else { return }
        let size = CGSize(width: bounds.width, height: textHeight(fittingWidth: bounds.width))
        if contentSize != size { contentSize = size }
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private var storedText = "" {
        didSet { if storedText != oldValue { textChanged() } }
    }

    /// Held weakly; it is also the scroll view's delegate.
    open var delegate: (any UITextViewDelegate)? {
        get { delegateObject as? any UITextViewDelegate }
        set { delegateObject = newValue }
    }
    open var font: UIFont? {
        didSet { if font != oldValue { textChanged() } }
    }
    open var textColor: UIColor? {
        didSet { if textColor != oldValue { Appearance.changed() } }
    }
    open var textAlignment = NSTextAlignment.natural {
        didSet { if textAlignment != oldValue { Appearance.changed() } }
    }
    /// True by default; a text view that is not editable can't become first responder.
    open var isEditable = true
    open var isSelectable = true
    open var allowsEditingTextAttributes = false
    open var adjustsFontForContentSizeCategory = false
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textChanged() } }
    }
    /// The text container's `lineFragmentPadding`: the space at each end of every line.
    package var linePadding: CGFloat = 5 {
        didSet { if linePadding != oldValue { textChanged() } }
    }
    /// Greyed text shown while there is none: SwiftUI's vertical text field has one; UIKit's text view does not.
    package var placeholder: String? {
        didSet { if placeholder != oldValue { Appearance.changed() } }
    }
    /// The selection, in UTF-16 units; at the end of the text after typing.
    open var selectedRange = NSRange(location: 0, length: 0)
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var isSecureTextEntry = false

    public init(frame: CGRect, textContainer: AnyObject?) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        if let (node, loading) = coder.nibElement { decodeTextView(node, loading: loading) }
    }

    /// The text; never nil when read (setting nil stores "").
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }

    open var hasText: Bool { !storedText.isEmpty }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? storedText }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing, if the delegate agrees: `textViewDidBeginEditing(_:)`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// A finger lifted inside an editable text view begins editing, as a tap does on iOS; a drag
    /// scrolls it instead (its pan takes the finger).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, isUserInteractionEnabled, !isFirstResponder,
           let touch = touches.first, bounds.contains(touch.location(in: self)) {
            becomeFirstResponder()
        }
    }

    /// Ends editing, if the delegate agrees: `textViewDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Simulation

    /// The user types `string` a key at a time at the end of the text (a line break is a key too, and
    /// U+0008 the delete key):
    /// editing begins if needed, then for each character the delegate may refuse it, else the text
    /// changes and `textViewDidChange(_:)` is called. Editing stays in progress. Returns why it could
    /// not, or nil.
    package func simulateTyping(_ string: String) -> String? {
        guard isEditable else { return "it is not editable" }
        guard isUserInteractionEnabled, becomeFirstResponder() else { return "it did not start editing" }
        var refused: [String] = []
        for var key in string.map(String.init) {
            let length = (storedText as NSString).length
            var range = NSRange(location: length, length: 0)
            if key == UITextField.deleteKey {
                guard length > 0 else { continue }
                range = (storedText as NSString).rangeOfComposedCharacterSequence(at: length - 1)
                key = ""
            }
            guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: key) ?? true else {
                refused.append(key)
                continue
            }
            storedText = (storedText as NSString).replacingCharacters(in: range, with: key)
            selectedRange = NSRange(location: (storedText as NSString).length, length: 0)
            delegate?.textViewDidChangeSelection(self)
            delegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        }
        return refused.isEmpty ? nil : "its delegate refused \(refused.count) of the keys typed"
    }
}
