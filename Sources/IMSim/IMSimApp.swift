import Foundation
import IMSimCore
import IMSimModel
import Messages
import UIKit

/// An iMessage app extension that phones can install: what its Info.plist says on iOS.
public struct IMSimApp: Sendable {
    /// The name scenarios use (`app: group-poll`); by default the display name in lower case with
    /// dashes for spaces. A scenario may also name the app by its display name or bundle identifier.
    public let key: String
    /// `CFBundleIdentifier` of the extension.
    public let bundleIdentifier: String
    /// `CFBundleDisplayName`: the name in the app drawer.
    public let displayName: String
    /// Titles and accessibility identifiers scenarios may use, checked before a run; nil to check
    /// at each step instead (a `tap` of something not on screen fails naming what is).
    public let controls: [String]?
    let makePrincipal: @MainActor @Sendable () -> MSMessagesAppViewController

    /// An extension whose principal view controller is `principalClass`, created as Messages creates
    /// it from the extension's main storyboard: `init(coder:)`, then `awakeFromNib()`.
    public init(_ principalClass: MSMessagesAppViewController.Type, bundleIdentifier: String, displayName: String,
                key: String? = nil, controls: [String]? = nil) {
        self.init(bundleIdentifier: bundleIdentifier, displayName: displayName, key: key, controls: controls) {
            guard let controller = UIViewController.instantiateFromStoryboard(principalClass) as? MSMessagesAppViewController else {
                // Named only here: `String(reflecting:)` looks up conformances, a cost every process would pay.
                fatalError("\(String(reflecting: principalClass)).init(coder:) returned nil: imsim creates the principal view controller as a storyboard does")
            }
            return controller
        }
    }

    /// An extension whose principal view controller `makePrincipal` creates (`NSExtensionPrincipalClass`).
    public init(bundleIdentifier: String, displayName: String, key: String? = nil, controls: [String]? = nil,
                makePrincipal: @escaping @MainActor @Sendable () -> MSMessagesAppViewController) {
        self.key = key ?? Self.defaultKey(displayName)
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.controls = controls
        self.makePrincipal = makePrincipal
    }

    static func defaultKey(_ displayName: String) -> String {
        displayName.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    var installed: InstalledApp {
        InstalledApp(key: key, bundleIdentifier: bundleIdentifier, displayName: displayName)
    }
}
