import Foundation
import InterfaceBuilder

/// The Swift file a build adds to an Xcode folder's module: `IMSimXcodeFolder`, which tells UIKit
/// where the folder is, its module, its compiled documents, and a connector for each `@IBOutlet`
/// and `@IBAction` of its sources (Linux has no Objective-C runtime to reach them by name). Pure.
public struct ConnectorSource {
    public let folderPath: String
    public let moduleName: String
    public let documents: [IBDocument]
    public let outlets: [OutletDeclaration]
    public let actions: [ActionDeclaration]
    public let inspectables: [InspectableDeclaration]

    public init(folderPath: String, moduleName: String, documents: [IBDocument], outlets: [OutletDeclaration], actions: [ActionDeclaration],
                inspectables: [InspectableDeclaration] = []) {
        self.inspectables = inspectables
        self.folderPath = folderPath
        self.moduleName = moduleName
        self.documents = documents
        self.outlets = outlets
        self.actions = actions
    }

    public var text: String {
        var lines = [
            "// Made by imsim's XcodeFolder plugin from \(folderPath); made again at each build, never edited.",
            "import Foundation",
            "import InterfaceBuilder",
            "import UIKit",
            "",
            "nonisolated public enum IMSimXcodeFolder: XcodeFolderBuild {",
            "    public static let folderPath = \(Self.literal(folderPath))",
            "    public static let moduleName = \(Self.literal(moduleName))",
            "    public static let documents: [String] = [",
        ]
        lines += documents.map { "        \(Self.literal(Self.json($0)))," }
        lines += ["    ]", "", "    @MainActor public static var connectors: IBConnectors {", "        IBConnectors(outlets: ["]
        var seen: Set<String> = []
        for outlet in outlets where !outlet.type.isEmpty {
            let key = "\(Self.runtimeName(outlet.type)).\(outlet.name)"
            guard seen.insert(key).inserted else { continue }
            lines.append("            \(Self.literal(key)): { owner, value in IBConnect.outlet(&(owner as! \(outlet.type)).\(outlet.name), value, \(Self.literal(key))) },")
        }
        if outlets.allSatisfy({ $0.type.isEmpty }) { lines.append("            :") }
        lines.append("        ], actions: [")
        let callable = actions.filter { !$0.type.isEmpty && $0.isCallable && $0.labels.count <= 2 }
        for action in callable {
            let key = "\(Self.runtimeName(action.type)).\(action.selector)"
            guard seen.insert(key).inserted else { continue }
            let target = "(target as! \(action.type))"
            let call = switch action.labels.count {
            case 0: "IBConnect.action(\(target).\(action.name))"
            case 1: "IBConnect.action(\(target).\(action.swiftName), sender, \(Self.literal(key)))"
            default: "IBConnect.action(\(target).\(action.swiftName), sender, event, \(Self.literal(key)))"
            }
            lines.append("            \(Self.literal(key)): { target, sender, event in \(call) },")
        }
        if callable.isEmpty { lines.append("            :") }
        lines.append("        ], inspectables: [")
        for inspectable in inspectables {
            let key = "\(Self.runtimeName(inspectable.type)).\(inspectable.name)"
            guard seen.insert(key).inserted else { continue }
            lines.append("            \(Self.literal(key)): { object, value in if let value: \(inspectable.valueType) = IBConnect.inspectable(value) "
                + "{ (object as! \(inspectable.type)).\(inspectable.name) = value } },")
        }
        if inspectables.isEmpty { lines.append("            :") }
        lines += ["        ])", "    }", "}", ""]
        lines += [
            "extension Bundle {",
            "    /// `Bundle.main` in the folder's sources: the extension's bundle, as on iOS.",
            "    nonisolated static var Main: Bundle {",
            "        XcodeFolderBundle.bundle(folder: IMSimXcodeFolder.folderPath, module: IMSimXcodeFolder.moduleName)",
            "    }",
            "}",
            "",
            "/// `#selector(...)` in the folder's sources: the Objective-C name target-action looks up.",
            "nonisolated func _sel(_ name: String) -> Selector { Selector(name) }",
            "",
            "/// Foundation's, looking in the extension's bundle by default as on iOS.",
            "nonisolated func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.Main,",
            "                                   value: String = \"\", comment: String) -> String {",
            "    Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The name UIKit looks a class up by at run time: the innermost of a nested type's names.
    static func runtimeName(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }

    static func json(_ document: IBDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A raw string literal holding `text` as it is, with enough `#` that nothing in it closes the
    /// literal or starts an interpolation.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let multiline = text.contains("\n") || text.contains("\r")
        return multiline ? "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)" : "\(hashes)\"\(text)\"\(hashes)"
    }
}
