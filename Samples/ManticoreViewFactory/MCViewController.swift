import Foundation
import UIKit

/// A view controller shown by intents: cached on first show and reused, with Android-like events.
/// `onCreate()` once, before its first `onResume(_:)`; `onPause(_:)` with the intent being left,
/// `onResume(_:)` with the intent arriving. Main actor.
open class MCViewController: UIViewController {
    /// Once, the first time an intent shows it: non-GUI setup.
    open func onCreate() {}
    /// An intent shows it: load state from `intent.savedInstanceState`.
    open func onResume(_ intent: MCIntent) {}
    /// Another intent is fired while it is shown: save state into `intent.savedInstanceState` (the
    /// intent being left, which the history stack keeps).
    open func onPause(_ intent: MCIntent) {}
}

/// A first-level controller (a tab): it hosts the second-level view the intent names, if any.
open class MCSectionViewController: MCViewController {
    /// The view shown inside the section; nil for a section shown alone.
    public private(set) var currentView: MCViewController?

    /// Where the views go; the whole view unless overridden.
    open var viewContainer: UIView { view }

    func show(_ controller: MCViewController?) {
        guard controller !== currentView else { return }
        if let old = currentView {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        currentView = controller
        guard let controller else { return }
        addChild(controller)
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        viewContainer.addSubview(controller.view)
        NSLayoutConstraint.activate([
            controller.view.leadingAnchor.constraint(equalTo: viewContainer.leadingAnchor),
            controller.view.trailingAnchor.constraint(equalTo: viewContainer.trailingAnchor),
            controller.view.topAnchor.constraint(equalTo: viewContainer.topAnchor),
            controller.view.bottomAnchor.constraint(equalTo: viewContainer.bottomAnchor),
        ])
        controller.didMove(toParent: self)
    }
}

/// The root: hosts the current section. `MCViewModel` drives it.
open class MCMainViewController: UIViewController {
    public private(set) var currentSection: MCSectionViewController?

    func show(_ section: MCSectionViewController) {
        guard section !== currentSection else { return }
        if let old = currentSection {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        currentSection = section
        addChild(section)
        section.view.frame = view.bounds
        section.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(section.view)
        section.didMove(toParent: self)
    }
}
