import Foundation
import IMSimModel
import Messages

extension IMSimApp {
    /// The extension an Xcode target's `Info.plist` describes: its principal class
    /// (`NSExtensionPrincipalClass`, or the initial view controller of `NSExtensionMainStoryboard`), bundle
    /// identifier and display name where the plist writes them out; `bundleIdentifier` and `displayName`
    /// stand in for build settings (`$(PRODUCT_BUNDLE_IDENTIFIER)`). `module` is the target's, by default
    /// the plist's folder name (`Sources/GroupPollExtension/Info.plist`). Stops the program, saying why,
    /// when no principal class can be found.
    public init(infoPlist path: String, module: String? = nil, bundleIdentifier: String, displayName: String,
                key: String? = nil, controls: [String]? = nil) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let module = module ?? folder.lastPathComponent
        let info: ExtensionInfoPlist
        do {
            info = try ExtensionInfoPlist(data: try Data(contentsOf: URL(fileURLWithPath: path)), module: module)
        } catch {
            fatalError("cannot read the extension's Info.plist \(path): \(error)")
        }
        let storyboardClass = info.mainStoryboard.flatMap { name in
            ["Base.lproj/\(name).storyboard", "\(name).storyboard"].lazy.compactMap { file in
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).flatMap {
                    ExtensionInfoPlist.initialViewControllerClass(storyboard: $0, module: module)
                }
            }.first
        }
        guard let className = info.principalClass ?? storyboardClass else {
            fatalError("\(path) names no principal class: NSExtension needs NSExtensionPrincipalClass or NSExtensionMainStoryboard")
        }
        guard let principal = _typeByName(className) as? MSMessagesAppViewController.Type else {
            fatalError("\(path): the principal class \(className) is not an MSMessagesAppViewController subclass of the built program")
        }
        self.init(principal, bundleIdentifier: info.bundleIdentifier ?? bundleIdentifier,
                  displayName: info.displayName ?? displayName, key: key, controls: controls)
    }
}
