import Foundation

/// The system keyboard of the process's extension: up while a text field or an editable text view is
/// the first responder, at the frame the host gives it (in screen points). Going up or down posts
/// UIKit's keyboard notifications and moves every `keyboardLayoutGuide`. The host settles it before
/// each reading of the screen (`settle(editing:)`), as iOS brings the keyboard up after editing begins.
@MainActor
package enum SystemKeyboard {
    /// Where the keyboard is and whether it is up.
    package struct State: Equatable, Sendable {
        /// Where the keys are when up, on the screen (the compact extension's area); nil when no host
        /// shows a keyboard.
        package var keysArea: CGRect?
        /// Where the extension's root view's top left corner is on the screen.
        package var rootOrigin = CGPoint.zero
        package var isShown = false
        /// The QuickType row above the keys while up (0 when the field has none).
        package var suggestionBarHeight: CGFloat = 0

        package init() {}

        /// The keyboard's frame while up: the keys and the QuickType row above them.
        package var frame: CGRect? {
            keysArea.map { CGRect(x: $0.minX, y: $0.minY - suggestionBarHeight, width: $0.width, height: $0.height + suggestionBarHeight) }
        }
    }

    package private(set) static var state = State()
    /// Views laid out again when the keyboard goes up or down (SwiftUI's hosting views, which keep their
    /// content out of its way), held weakly.
    private static var followers: [WeakView] = []

    private struct WeakView {
        weak var view: UIView?
    }

    /// Lays `view` out again at each change of the keyboard, for as long as it lives.
    package static func follow(_ view: UIView) {
        followers.removeAll { $0.view == nil }
        followers.append(WeakView(view: view))
    }

    private static func relayOutFollowers() {
        followers.removeAll { $0.view == nil }
        for follower in followers { follower.view?.setNeedsLayout() }
    }
    package static var frame: CGRect? { state.frame }
    package static var rootOrigin: CGPoint { state.rootOrigin }
    package static var isShown: Bool { state.isShown }

    /// Takes an extension instance's keyboard as it was, without notifications (where several
    /// instances share a process, the one about to run). Nothing is laid out again: the instance's
    /// views were laid out under this keyboard (a change would make the instances read their screens
    /// again in turn, for ever).
    package static func adopt(_ kept: State) {
        state = kept
    }

    /// Where the keys are when up and the root view's place on the screen, from the host.
    package static func place(keysArea: CGRect?, rootOrigin: CGPoint) {
        guard keysArea != state.keysArea || rootOrigin != state.rootOrigin else { return }
        state.keysArea = keysArea
        state.rootOrigin = rootOrigin
        LayoutInvalidation.bump()
        relayOutFollowers()
    }

    /// Whether editing began since the host last asked (`takeEditingBegan()`): the keyboard came up,
    /// if only for a moment.
    private static var editingBegan = false

    /// Called when a responder becomes first responder.
    static func noteFirstResponder() {
        if editingResponder != nil { editingBegan = true }
    }

    /// Whether editing began since the last call.
    package static func takeEditingBegan() -> Bool {
        defer { editingBegan = false }
        return editingBegan
    }

    /// The first responder, if it is one the keyboard types into.
    package static var editingResponder: UIResponder? {
        switch UIResponder.firstResponder {
        case let field as UITextField: field
        case let textView as UITextView where textView.isEditable: textView
        default: nil
        }
    }

    /// Brings the keyboard up for `responder` (nil: down), posting the notifications of the change, as
    /// iOS posts them again when the keyboard's height changes while it is up (a field with another
    /// keyboard); nothing if it is already so or there is no keyboard to show.
    package static func settle(editing responder: UIResponder?) {
        guard let area = state.keysArea else { return }
        let before = state
        state.isShown = responder != nil
        if let responder { state.suggestionBarHeight = suggestionBarHeight(for: responder, width: area.width) }
        guard state != before, let frame = state.frame, let beforeFrame = before.frame else { return }
        func hidden(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: 0, dy: frame.height) }
        let begin = before.isShown ? beforeFrame : hidden(beforeFrame)
        let end = state.isShown ? frame : hidden(frame)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        LayoutInvalidation.bump()
        relayOutFollowers()
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: state.isShown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: state.isShown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
    }

    /// The height of the QuickType row iOS shows above the keys for `responder` on a screen `width`
    /// points wide: 37, 44 or 45 points (docs/DECISIONS.md, "The keyboard"); 0 on a pad of digits, or
    /// with neither automatic correction nor spell checking (iOS 15 and later).
    package static func suggestionBarHeight(for responder: UIResponder, width: CGFloat) -> CGFloat {
        let traits: (UIKeyboardType, UITextAutocorrectionType, UITextSpellCheckingType)
        switch responder {
        case let field as UITextField: traits = (field.keyboardType, field.autocorrectionType, field.spellCheckingType)
        case let textView as UITextView: traits = (textView.keyboardType, textView.autocorrectionType, textView.spellCheckingType)
        default: return 0
        }
        switch traits {
        case (.numberPad, _, _), (.asciiCapableNumberPad, _, _), (.decimalPad, _, _), (.phonePad, _, _), (_, .no, .no): return 0
        default: return width < 375 ? 37 : width < 390 ? 44 : 45
        }
    }

    /// The keys shown for `responder` (a text field's or text view's keyboard and Return key types).
    package static func keys(for responder: UIResponder?) -> (layout: String, returnKey: String?) {
        let keyboardType: UIKeyboardType, returnKeyType: UIReturnKeyType
        switch responder {
        case let field as UITextField: (keyboardType, returnKeyType) = (field.keyboardType, field.returnKeyType)
        case let textView as UITextView: (keyboardType, returnKeyType) = (textView.keyboardType, textView.returnKeyType)
        default: (keyboardType, returnKeyType) = (.default, .default)
        }
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad: return ("digits", nil)
        case .decimalPad: return ("decimal-digits", nil)
        case .phonePad: return ("phone-digits", nil)
        default: break
        }
        // The titles iOS's English keyboard gives each return key type.
        let title = switch returnKeyType {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "Emergency call"
        case .continue: "continue"
        }
        return ("letters", title)
    }

    /// How much of `view`'s bottom the keyboard covers now, in its points (0 when down).
    package static func overlap(of view: UIView) -> CGFloat {
        guard isShown, let frame else { return 0 }
        let root = view.layoutRoot
        let rect = view.convert(view.bounds, to: root)
        let top = rect.minY - root.bounds.minY + rootOrigin.y, bottom = top + rect.height
        return max(0, min(bottom, frame.maxY) - max(top, frame.minY))
    }

    /// Forgets the keyboard (a test).
    package static func reset() {
        adopt(State())
        LayoutInvalidation.bump()
    }
}
