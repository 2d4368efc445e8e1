/// One element of an Interface Builder document (a storyboard or a xib), as Xcode writes it: its tag,
/// its attributes, its child elements in order, and the line it starts on in its file. The compiled
/// form a storyboard takes in a build (what `ibtool` makes of it on a Mac): UIKit reads objects from it.
public struct IBNode: Codable, Equatable, Sendable {
    public var tag: String
    public var attributes: [String: String]
    public var children: [IBNode]
    /// The 1-based line of the element's start tag in its file.
    public var line: Int

    public init(tag: String, attributes: [String: String] = [:], children: [IBNode] = [], line: Int = 0) {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The element's `id`, which connections and constraints refer to.
    public var id: String? { attributes["id"] }

    /// The `key` attribute: which property of its parent a child element holds (`<rect key="frame">`).
    public var key: String? { attributes["key"] }

    /// The first child holding the parent's property `key`.
    public func child(key: String) -> IBNode? {
        children.first { $0.attributes["key"] == key }
    }

    /// The first child with `tag` (and `key`, when given).
    public func child(_ tag: String, key: String? = nil) -> IBNode? {
        children.first { $0.tag == tag && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children of the first child with `tag` (`<subviews>`, `<constraints>`, `<connections>`).
    public func list(_ tag: String) -> [IBNode] {
        child(tag)?.children ?? []
    }

    /// A Boolean attribute as IB writes it (`YES`/`NO`); nil when absent.
    public func flag(_ name: String) -> Bool? {
        attributes[name].map { $0 == "YES" }
    }

    /// A number attribute; nil when absent or not a number.
    public func number(_ name: String) -> Double? {
        attributes[name].flatMap(Double.init)
    }

    /// This element and every element under it, depth first.
    public func forEach(_ body: (IBNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }
}
