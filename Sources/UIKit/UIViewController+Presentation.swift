import Foundation

/// How a presented controller covers the screen; recorded only.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
    case overCurrentContext, popover, blurOverFullScreen
    case none = -1
    case automatic = -2
}

/// Modal presentation: everything happens at once, there are no animations.
extension UIViewController {
    /// Told each presentation UIKit refuses, as UIKit logs it (the simulator writes it in the timeline).
    package static var presentationObserver: ((String) -> Void)?

    /// A controller as a refusal names it: UIKit's line without the addresses, so runs read alike.
    private static func typeName(_ controller: UIViewController) -> String {
        _typeName(type(of: controller), qualified: false)
    }

    /// UIKit's line for a refused presentation, on standard error and to `presentationObserver`.
    private static func refusePresentation(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        presentationObserver?(line)
    }

    /// SwiftUI's presentations (`sheet`, `alert`): made at once, shown when the presenter is, as
    /// SwiftUI waits for its view to be on screen.
    package func presentWhenShown(_ presented: UIViewController) {
        performPresentation(of: presented, animated: true, completion: nil, waitingToBeShown: true)
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?, waitingToBeShown: Bool = false) {
        UncaughtException.require(presented !== self && presented.presentingViewController == nil && presented.parent == nil,
                                  UncaughtException.invalidArgument, reason: "Application tried to present \(presented), which is already presented or contained")
        if let current = presentedViewController {
            Self.refusePresentation("Attempt to present <\(Self.typeName(presented))> on <\(Self.typeName(self))> which is already presenting <\(Self.typeName(current))>")
            return
        }
        // UIKit refuses a presentation from a controller whose view is not on screen (as in
        // `willBecomeActive(with:)`, before Messages shows the extension's view), and says so.
        let shown = isAppearingOrAppeared || (viewIfLoaded?.isInVisibleHierarchy ?? false)
        if !shown && !waitingToBeShown {
            let name = Self.typeName(self)
            Self.refusePresentation("Attempt to present <\(Self.typeName(presented))> on <\(name)> (from <\(name)>) whose view is not in the window hierarchy.")
            return
        }
        presented.loadViewIfNeeded()
        if presented.view.frame.isEmpty { presented.view.frame = UIScreen.main.bounds }
        presentedViewController = presented
        presented.presentingViewController = self
        if shown {
            presented.transitionState = .beingPresented
            presented.beginAppearanceTransition(true, animated: animated)
            // The presented view joins the presenter's window.
            if presented.view.superview == nil, let window = viewIfLoaded?.window { UIWindow.host(presented.view, in: window) }
            presented.endAppearanceTransition()
            presented.transitionState = nil
        }
        // An alert with text fields edits its first at once: the keyboard comes up with it, as on iOS.
        (presented as? UIAlertController)?.textFields?.first?.becomeFirstResponder()
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        if let presented = presentedViewController {
            if presented.presentedViewController != nil {
                presented.performDismissal(animated: false, completion: nil)
            }
            // Whatever the presented screen was editing ends with it.
            if let responder = UIResponder.firstResponder as? UIView,
               (presented as? UIAlertController)?.textFields?.contains(where: { $0 === responder }) == true
                || (presented.viewIfLoaded.map { responder.isDescendant(of: $0) } ?? false) {
                responder.resignFirstResponder()
            }
            presented.transitionState = .beingDismissed
            presented.beginAppearanceTransition(false, animated: animated)
            if let view = presented.viewIfLoaded, view.superview == nil { UIWindow.host(view, in: nil) }
            presented.endAppearanceTransition()
            presented.transitionState = nil
            presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: animated, completion: completion)
        } else if let parent {
            parent.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }
}
