import Foundation

/// A controller takes its traits from its parent (with what the parent overrides for it), else
/// its presenter, else its view's superview, else the device; `overrideUserInterfaceStyle` goes
/// over them.
extension UIViewController: UITraitEnvironment {
    /// The appearance this controller, its views and its children use; `.unspecified` (the default)
    /// follows the environment.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyleOverride }
        set { TraitChange.notifying(below: self) { storedInterfaceStyleOverride = newValue } }
    }

    /// Gives `childViewController` these traits over this controller's own.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        TraitChange.notifying(below: childViewController) {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
    }

    /// What `setOverrideTraitCollection(_:forChild:)` gave `childViewController`.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    var resolvedTraitCollection: UITraitCollection {
        var environment: UITraitCollection
        if let parent {
            environment = parent.traitCollection.overridden(by: parent.overrideTraitCollection(forChild: self))
        } else if let presentingViewController {
            environment = presentingViewController.traitCollection
        } else {
            environment = viewIfLoaded?.superview?.traitCollection ?? .device
        }
        if storedInterfaceStyleOverride != .unspecified {
            environment = environment.overridden(by: UITraitCollection(userInterfaceStyle: storedInterfaceStyleOverride))
        }
        return environment
    }
}
