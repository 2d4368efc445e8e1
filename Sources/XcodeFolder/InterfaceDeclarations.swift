/// An `@IBOutlet` property of a type in an Xcode folder's sources.
public struct OutletDeclaration: Equatable, Sendable {
    /// The type that declares it, as written (`MessagesViewController`, `Outer.Cell`).
    public let type: String
    public let name: String
    public let line: Int
}

/// An `@IBInspectable` property of a type (or of every view, in `extension UIView`) in an Xcode
/// folder's sources, which a storyboard's user-defined runtime attributes set.
public struct InspectableDeclaration: Equatable, Sendable {
    public let type: String
    public let name: String
    /// Its type as written, without `?` or `!`: `CGFloat`, `UIColor`.
    public let valueType: String
    public let line: Int
}

/// An `@IBAction` (or `@objc`) method of a type in an Xcode folder's sources.
public struct ActionDeclaration: Equatable, Sendable {
    public let type: String
    public let name: String
    /// The argument labels, `_` for none: `send(_:forEvent:)` is `["_", "forEvent"]`.
    public let labels: [String]
    public let line: Int
    /// Declared `@IBAction` (else `@objc`, for target-action in code).
    public let isAction: Bool
    /// An instance method that neither throws, awaits nor returns a value: a connector can call it.
    public var isCallable = true

    /// The Objective-C selector Swift gives the method: `send:`, `sendWithSender:`, `send:forEvent:`.
    public var selector: String {
        guard let first = labels.first else { return name }
        let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// How Swift names the method: `send(_:forEvent:)`, or `send` when it takes nothing.
    public var swiftName: String {
        labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
