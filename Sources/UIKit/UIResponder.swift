import Foundation

/// The base of objects that handle events: views, view controllers. Tracks the first responder
/// (the one editing text); there is one per process. Main actor only.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    private static weak var currentFirstResponder: UIResponder?

    public override init() {
        super.init()
    }

    /// Called on objects a storyboard (or nib) made, once they are made; imsim calls it on an
    /// extension's principal view controller, which Messages loads from the main storyboard.
    open func awakeFromNib() {}

    /// The next responder up the chain: a view's controller or superview, a controller's
    /// view's superview or parent.
    open var next: UIResponder? { nil }

    /// Whether this responder may become first responder; false unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { false }

    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// The process's first responder, if any.
    package static var firstResponder: UIResponder? { currentFirstResponder }

    /// Makes `responder` the first responder again without asking or telling anyone: where several
    /// extension instances share a process, each keeps its own, taken back when it runs.
    package static func restoreFirstResponder(_ responder: UIResponder?) {
        currentFirstResponder = responder
    }

    /// Makes this the first responder, resigning the current one first. False if either refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        UIResponder.currentFirstResponder = self
        SystemKeyboard.noteFirstResponder()
        return true
    }

    /// The undo manager of the responder chain: the next responder's, and at its end the window's
    /// (one per process here). Override to give a responder its own.
    open var undoManager: UndoManager? { next?.undoManager ?? SharedUndo.manager }

    // MARK: Touches (imsim's finger sends them along the responder chain; see Touches/TouchDelivery.swift)

    /// Fingers went down in this responder; by default the next responder gets them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the fingers back (a gesture recognizer recognized them).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Gives up first responder status. False if this responder refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { UIResponder.currentFirstResponder = nil }
        return true
    }
}
