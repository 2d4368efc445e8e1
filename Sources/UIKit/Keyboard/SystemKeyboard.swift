import Foundation

/// The system keyboard of the process's extension: up while a text field or an editable text view is
/// the first responder, at the frame the host gives it (in screen points). Going up or down posts
/// UIKit's keyboard notifications and moves every `keyboardLayoutGuide`. The host settles it before
/// each reading of the screen (`settle(shown:)`), as iOS brings the keyboard up after editing begins.
@MainActor
package enum SystemKeyboard {
    /// Where the keyboard is and whether it is up.
    package struct State: Equatable, Sendable {
        /// Where the keyboard is when up, on the screen; nil when no host shows one.
        package var frame: CGRect?
        /// Where the extension's root view's top left corner is on the screen.
        package var rootOrigin = CGPoint.zero
        package var isShown = false

        package init() {}
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

    /// The keyboard's frame when up and the root view's place on the screen, from the host.
    package static func place(frame: CGRect?, rootOrigin: CGPoint) {
        guard frame != state.frame || rootOrigin != state.rootOrigin else { return }
        state.frame = frame
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

    /// Brings the keyboard up or down, posting the notifications of the change; nothing if it is
    /// already so or there is no keyboard to show.
    package static func settle(shown: Bool) {
        guard let frame, shown != isShown else { return }
        state.isShown = shown
        let hidden = CGRect(x: frame.minX, y: frame.minY + frame.height, width: frame.width, height: frame.height)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: shown ? hidden : frame),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: shown ? frame : hidden),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        LayoutInvalidation.bump()
        relayOutFollowers()
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
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
