import Foundation
import InterfaceBuilder

/// The storyboards and xibs this process can load, with the connectors of their outlets and actions
/// and the module their custom classes are in: what an app's bundle holds on iOS. An Xcode folder's
/// build installs itself here (`install(_:)`) before its principal controller is made. Main actor only.
@MainActor
package enum InterfaceBuilderRegistry {
    private static var documents: [String: IBDocument] = [:]
    private static var encoded: [String] = []
    package private(set) static var connectors = IBConnectors()
    /// The module of classes a document names with `customModuleProvider="target"` or no module.
    package private(set) static var module: String?
    /// The Xcode folder resources are read from (asset catalogs, strings, Info.plist).
    package private(set) static var folderPath: String? {
        didSet { AppResources.use(folder: folderPath) }
    }

    /// Installs what a build of an Xcode folder made; documents are decoded when first asked for.
    package static func install(_ build: any XcodeFolderBuild.Type) {
        encoded = build.documents
        documents = [:]
        connectors = build.connectors
        module = build.moduleName
        folderPath = build.folderPath
    }

    /// Installs documents directly (tests, and documents read at run time).
    package static func install(documents list: [IBDocument], connectors: IBConnectors, module: String?, folderPath: String? = nil) {
        encoded = []
        documents = Dictionary(list.map { (key(name: $0.name, kind: $0.kind), $0) }, uniquingKeysWith: { first, _ in first })
        self.connectors = connectors
        self.module = module
        self.folderPath = folderPath
    }

    /// Forgets everything installed.
    package static func reset() {
        install(documents: [], connectors: IBConnectors(), module: nil)
    }

    /// The storyboard or xib named `name`.
    static func document(named name: String, kind: IBDocument.Kind) -> IBDocument? {
        decodeIfNeeded()
        return documents[key(name: name, kind: kind)]
    }

    private static func decodeIfNeeded() {
        guard !encoded.isEmpty else { return }
        let decoder = JSONDecoder()
        for json in encoded {
            guard let document = try? decoder.decode(IBDocument.self, from: Data(json.utf8)) else {
                preconditionFailure("a compiled storyboard or xib could not be decoded: the build and imsim differ")
            }
            documents[key(name: document.name, kind: document.kind)] = documents[key(name: document.name, kind: document.kind)] ?? document
        }
        encoded = []
    }

    private static func key(name: String, kind: IBDocument.Kind) -> String {
        "\(kind.rawValue):\(name)"
    }
}
