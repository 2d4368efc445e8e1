/// An Xcode extension folder as a build made it (the `IMSimXcodeFolder` type the XcodeFolder plugin
/// generates in the extension's module): where the folder is, the module its classes are in, its
/// compiled storyboards and xibs, and the connectors of their outlets and actions.
public protocol XcodeFolderBuild: Sendable {
    /// The folder's absolute path when it was built: Info.plist, asset catalogs and strings are read from it.
    static var folderPath: String { get }
    /// The module the folder's Swift files were compiled into (a document's `customModuleProvider="target"`).
    static var moduleName: String { get }
    /// Every storyboard and xib of the folder, each an `IBDocument` as JSON.
    static var documents: [String] { get }
    @MainActor static var connectors: IBConnectors { get }
}
