import Foundation
import InterfaceBuilder
import InterfaceBuilderXML

/// What the plugin's tool does for one build of an Xcode folder: reads every Swift file for its
/// outlets and actions, reads and checks every storyboard and xib, and writes the connector source.
/// The warnings go to standard error as the compiler writes its own, so Xcode-like tools show them.
public struct XcodeFolderBuildStep {
    public let folder: String
    public let module: String
    public let swiftFiles: [String]
    public let documentFiles: [String]

    public init(folder: String, module: String, swiftFiles: [String], documentFiles: [String]) {
        self.folder = folder
        self.module = module
        self.swiftFiles = swiftFiles
        self.documentFiles = documentFiles
    }

    public struct Result {
        public let source: String
        public let problems: [String]
    }

    /// The connector source and the problems found; throws when a document cannot be read at all.
    public func run() throws -> Result {
        var outlets: [OutletDeclaration] = []
        var actions: [ActionDeclaration] = []
        var classes: Set<String> = []
        var inspectables: [InspectableDeclaration] = []
        var inheritance: [String: String] = [:]
        for file in swiftFiles {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let rewrite = SwiftSourceRewrite(source: source, path: file)
            outlets += rewrite.outlets
            actions += rewrite.actions
            inspectables += rewrite.inspectables
            classes.formUnion(rewrite.declaredTypes)
            inheritance.merge(rewrite.inheritance) { first, _ in first }
        }
        let outletKeys = Set(outlets.map { "\(ConnectorSource.runtimeName($0.type)).\($0.name)" })
        let actionKeys = Set(actions.map { "\(ConnectorSource.runtimeName($0.type)).\($0.selector)" })
        var documents: [IBDocument] = []
        var problems: [String] = []
        for file in Self.preferringBase(documentFiles) {
            let document = try IBXMLReader.read(contentsOf: file)
            documents.append(document)
            problems += DocumentCheck(document, outlets: outletKeys, actions: actionKeys, classes: classes,
                                      inheritance: inheritance, inspectables: Set(inspectables.map(\.name))).problems.map(\.description)
        }
        let source = ConnectorSource(folderPath: folder, moduleName: module, documents: documents, outlets: outlets, actions: actions,
                                     inspectables: inspectables)
        return Result(source: source.text, problems: problems)
    }

    /// One file per document name: `Base.lproj`'s over a language's, as a device without that
    /// language's localization would load.
    static func preferringBase(_ files: [String]) -> [String] {
        var chosen: [String: String] = [:]
        for file in files.sorted() {
            let url = URL(fileURLWithPath: file)
            let key = url.lastPathComponent
            let isBase = url.deletingLastPathComponent().lastPathComponent == "Base.lproj"
            if chosen[key] == nil || isBase { chosen[key] = file }
        }
        return chosen.values.sorted()
    }
}
