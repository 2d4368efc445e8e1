/// A storyboard or a xib: its name (the file's, without extension or localization folder), where it
/// came from, and its root element. Pure; made from XML by `InterfaceBuilderXML` at build time.
public struct IBDocument: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case storyboard, xib
    }

    public var name: String
    public var kind: Kind
    /// The file it was read from, as given to the reader (for messages that name file and line).
    public var path: String
    public var root: IBNode

    public init(name: String, kind: Kind, path: String, root: IBNode) {
        self.name = name
        self.kind = kind
        self.path = path
        self.root = root
    }

    /// The id of the storyboard's initial view controller.
    public var initialViewControllerID: String? { root["initialViewController"] }

    /// A storyboard's scenes: each one's objects (its controller first, then placeholders and others).
    public var scenes: [[IBNode]] {
        root.list("scenes").map { $0.list("objects") }
    }

    /// A xib's top-level objects, placeholders (File's Owner, First Responder) included.
    public var topLevelObjects: [IBNode] { root.list("objects") }

    /// The scene whose controller has `id` or, with `storyboardIdentifier`, that identifier.
    public func scene(controllerID id: String) -> [IBNode]? {
        scenes.first { $0.contains { $0.id == id } }
    }

    public func scene(storyboardIdentifier identifier: String) -> [IBNode]? {
        scenes.first { $0.contains { $0["storyboardIdentifier"] == identifier } }
    }

    /// Every element that has `id`, in the whole document.
    public func element(id: String) -> IBNode? {
        var found: IBNode?
        root.forEach { node in if found == nil, node.id == id { found = node } }
        return found
    }
}
