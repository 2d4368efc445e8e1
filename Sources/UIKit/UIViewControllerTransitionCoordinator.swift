import Foundation

/// What a size change's animations are told (`viewWillTransition(to:with:)`). Nothing animates here:
/// `animate(alongsideTransition:completion:)` runs both at once. Main actor only.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The state of a transition in progress, as its animations see it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// The coordinator imsim gives `viewWillTransition(to:with:)`: no animation, never cancelled.
@MainActor
package final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    package init() {}
    package var isAnimated: Bool { false }
    package var isCancelled: Bool { false }
    package var transitionDuration: TimeInterval { 0 }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
