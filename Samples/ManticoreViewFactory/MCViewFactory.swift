import Foundation
import UIKit

/// Makes view controllers by name. Swift on Linux cannot make a class from its name, so each name is
/// registered with what makes it (Objective-C's `registerView:` looked the class up by name).
/// Main actor.
@MainActor
public final class MCViewFactory {
    public static let shared = MCViewFactory()

    private var makers: [String: @MainActor () -> UIViewController] = [:]

    public init() {}

    /// Registers `name`: `make` creates a new controller each time one is needed.
    public func registerView(_ name: String, make: @escaping @MainActor () -> UIViewController) {
        makers[name] = make
    }

    public func isRegistered(_ name: String) -> Bool { makers[name] != nil }

    /// A new controller for `name`, or nil when none is registered. Low level: no caching, no
    /// `onCreate`, `onResume` or `onPause`.
    public func createViewController(_ name: String) -> UIViewController? {
        makers[name]?()
    }
}
