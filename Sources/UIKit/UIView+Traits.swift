import Foundation

/// Views take their traits from their controller (for a root view) or superview, else from the
/// device, with `overrideUserInterfaceStyle` over them. Setting an override calls
/// `traitCollectionDidChange(_:)` on each view and controller below whose traits it changes.
extension UIView: UITraitEnvironment {
    /// The appearance this view and its subviews use whatever the environment's; `.unspecified`
    /// (the default) follows the environment.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyleOverride }
        set { TraitChange.notifying(below: self) { storedInterfaceStyleOverride = newValue } }
    }

    var resolvedTraitCollection: UITraitCollection {
        let environment = owningViewController?.traitCollection ?? superview?.traitCollection ?? .device
        guard storedInterfaceStyleOverride != .unspecified else { return environment }
        return environment.overridden(by: UITraitCollection(userInterfaceStyle: storedInterfaceStyleOverride))
    }
}

/// Remembers the traits of every view and controller in a tree, then tells those whose traits changed.
@MainActor
struct TraitChange {
    private var before: [(environment: any UITraitEnvironment, traits: UITraitCollection)] = []

    /// Runs `change` and calls `traitCollectionDidChange(_:)` where it changed the traits below `root`.
    static func notifying(below root: any UITraitEnvironment, _ change: () -> Void) {
        var record = TraitChange()
        record.collect(root)
        change()
        for (environment, traits) in record.before where environment.traitCollection != traits {
            environment.traitCollectionDidChange(traits)
        }
    }

    /// Controllers before their views, parents before children, as UIKit tells them.
    private mutating func collect(_ environment: any UITraitEnvironment) {
        before.append((environment, environment.traitCollection))
        switch environment {
        case let controller as UIViewController:
            if let view = controller.viewIfLoaded { collect(view) }
            for child in controller.children where child.viewIfLoaded?.superview == nil { collect(child) }
            if let presented = controller.presentedViewController { collect(presented) }
        case let view as UIView:
            for subview in view.subviews {
                if let controller = subview.owningViewController { collect(controller) } else { collect(subview) }
            }
        default:
            break
        }
    }
}
