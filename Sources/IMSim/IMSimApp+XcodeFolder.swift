import Foundation
import IMSimModel
import InterfaceBuilder
import Messages
import UIKit

extension IMSimApp {
    /// The extension an Xcode folder holds, as the XcodeFolder plugin built it (`IMSimXcodeFolder`,
    /// generated in the extension's module): its Info.plist names the principal class
    /// (`NSExtensionPrincipalClass`) or the storyboard whose initial controller it is
    /// (`NSExtensionMainStoryboard`), the bundle identifier and the display name. Build settings in
    /// the plist read as docs/DECISIONS.md says (`$(PRODUCT_BUNDLE_IDENTIFIER)` is `bundleIdentifier`,
    /// by default `com.example.` and the module). The key scenarios use is made from the display name.
    /// Stops the program, saying why, when the plist names no principal class it can make.
    /// `displayName` stands for a generated Info.plist's (the project's `INFOPLIST_KEY_CFBundleDisplayName`).
    public init(xcodeFolder build: any XcodeFolderBuild.Type, bundleIdentifier: String? = nil, displayName: String? = nil,
                key: String? = nil, controls: [String]? = nil) {
        let module = build.moduleName
        let path = URL(fileURLWithPath: build.folderPath).appendingPathComponent("Info.plist").path
        let info: ExtensionInfoPlist
        do {
            info = try ExtensionInfoPlist(data: try Data(contentsOf: URL(fileURLWithPath: path)), module: module)
        } catch {
            fatalError("cannot read the extension's Info.plist \(path): \(error)")
        }
        let principal = info.principalClass
        let storyboard = info.mainStoryboard
        guard principal != nil || storyboard != nil else {
            fatalError("\(path) names no principal class: NSExtension needs NSExtensionPrincipalClass or NSExtensionMainStoryboard")
        }
        let identifier = info.bundleIdentifier ?? bundleIdentifier ?? "com.example.\(module)"
        self.init(bundleIdentifier: identifier, displayName: info.displayName ?? displayName ?? module, key: key, controls: controls) {
            XcodeFolderBundle.use(bundleIdentifier: identifier)
            InterfaceBuilderRegistry.install(build)
            if let principal {
                guard let type = _typeByName(principal) as? MSMessagesAppViewController.Type else {
                    fatalError("\(path): the principal class \(principal) is not an MSMessagesAppViewController subclass of \(module)")
                }
                guard let controller = UIViewController.instantiateFromStoryboard(type) as? MSMessagesAppViewController else {
                    fatalError("\(principal).init(coder:) returned nil")
                }
                return controller
            }
            let name = storyboard ?? ""
            guard let controller = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as? MSMessagesAppViewController else {
                fatalError("\(path): the initial view controller of \(name).storyboard is not an MSMessagesAppViewController")
            }
            return controller
        }
    }
}
