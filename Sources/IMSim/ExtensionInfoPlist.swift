import Foundation
import IMSimModel

/// What an Xcode extension target's Info.plist says about the extension, as far as it is written out:
/// values that are build settings (`$(PRODUCT_BUNDLE_IDENTIFIER)`) are not known here and read as nil,
/// except `$(PRODUCT_MODULE_NAME)`, `$(PRODUCT_NAME)` and `$(EXECUTABLE_NAME)`, which are the target's
/// module (Xcode names a target's product and module after the target). Pure.
struct ExtensionInfoPlist: Equatable {
    var bundleIdentifier: String?
    var displayName: String?
    /// `NSExtensionPrincipalClass`, qualified by its module (`GroupPollExtension.MessagesViewController`).
    var principalClass: String?
    /// `NSExtensionMainStoryboard`: the storyboard whose initial view controller is the principal one.
    var mainStoryboard: String?

    init(data: Data, module: String) throws {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let root = plist as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "the root is not a dictionary"])
        }
        let expand = { (value: Any?) -> String? in Self.expanded(value as? String, module: module) }
        bundleIdentifier = expand(root["CFBundleIdentifier"])
        displayName = expand(root["CFBundleDisplayName"]) ?? expand(root["CFBundleName"])
        let nsExtension = root["NSExtension"] as? [String: Any] ?? [:]
        principalClass = expand(nsExtension["NSExtensionPrincipalClass"]).map { $0.contains(".") ? $0 : module + "." + $0 }
        mainStoryboard = expand(nsExtension["NSExtensionMainStoryboard"])
    }

    /// `value` with `$(PRODUCT_MODULE_NAME)` replaced; nil when another build setting is left in it.
    static func expanded(_ value: String?, module: String) -> String? {
        guard let value = value?.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
            .replacingOccurrences(of: "$(PRODUCT_NAME)", with: module).replacingOccurrences(of: "$(EXECUTABLE_NAME)", with: module),
            !value.isEmpty,
              !value.contains("$(") else { return nil }
        return value
    }

    /// The class of a storyboard's initial view controller, qualified by `module`: what an extension
    /// with `NSExtensionMainStoryboard` instantiates. Nil when the storyboard does not name one.
    static func initialViewControllerClass(storyboard xml: String, module: String) -> String? {
        guard let initial = attribute("initialViewController", in: xml[...]),
              let element = xml.range(of: " id=\"\(initial)\"") else { return nil }
        // The element's start tag holds both its id and its custom class.
        let start = xml[..<element.lowerBound].lastIndex(of: "<") ?? xml.startIndex
        let end = xml[element.upperBound...].firstIndex(of: ">") ?? xml.endIndex
        let tag = xml[start..<end]
        guard let name = attribute("customClass", in: tag) else { return nil }
        return (attribute("customModule", in: tag) ?? module) + "." + name
    }

    private static func attribute(_ name: String, in text: Substring) -> String? {
        guard let open = text.range(of: " \(name)=\"") else { return nil }
        let rest = text[open.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
