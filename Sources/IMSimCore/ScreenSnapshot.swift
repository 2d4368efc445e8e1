/// What an extension shows, read off its view hierarchy the way XCUITest reads the accessibility tree.
public struct ScreenSnapshot: Codable, Equatable, Sendable {
    /// The child view controllers from the root down; the last is the visible one.
    public var controllers: [String]
    /// The accessible elements in view order (the alert's are in `alert`).
    public var elements: [ScreenElement]
    public var alert: AlertSnapshot?

    public init(controllers: [String] = [], elements: [ScreenElement] = [], alert: AlertSnapshot? = nil) {
        self.controllers = controllers
        self.elements = elements
        self.alert = alert
    }

    /// The innermost child view controller's type name, or the root's when it has no children.
    public var visibleController: String? { controllers.last }

    /// The texts of the visible table's rows, in order.
    public var tableRows: [String] { elements.filter { $0.kind == .cell }.compactMap(\.text) }
}

public struct ScreenElement: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case button, label, textField, cell, sticker }
    public var kind: Kind
    /// A button's title, a label's or cell's text, a field's content.
    public var text: String?
    public var identifier: String?
    public var placeholder: String?

    public init(kind: Kind, text: String?, identifier: String? = nil, placeholder: String? = nil) {
        self.kind = kind
        self.text = text
        self.identifier = identifier
        self.placeholder = placeholder
    }
}

public struct AlertSnapshot: Codable, Equatable, Sendable {
    public var title: String?
    public var message: String?
    /// Each text field's current text.
    public var textFields: [String]
    public var actions: [String]

    public init(title: String?, message: String?, textFields: [String], actions: [String]) {
        self.title = title
        self.message = message
        self.textFields = textFields
        self.actions = actions
    }
}
