/// What an extension shows, read off its view hierarchy the way XCUITest reads the accessibility tree.
public struct ScreenSnapshot: Codable, Equatable, Sendable {
    /// The child view controllers from the root down; the last is the visible one.
    public var controllers: [String]
    /// The accessible elements in view order (the alert's are in `alert`).
    public var elements: [ScreenElement]
    public var alert: AlertSnapshot?
    /// The URLs the extension asked to open (`extensionContext?.open(_:)`), in order.
    public var openedURLs: [String]
    /// The visible controller's `preferredContentSize`.
    public var preferredContentSize: ContentSize?
    /// Moves whenever anything about how the extension's views look changed (a colour, an image, a
    /// frame): equal numbers in one launch mean the same picture.
    public var appearance: Int?
    /// Where the system keyboard is on the screen while it is up (a text field is being edited).
    public var keyboard: ScreenRect?
    /// Which keys it shows, while it is up.
    public var keyboardKeys: KeyboardKeys?
    /// Where the extension's view is on the screen: `tap-at X,Y` counts from its top left, while
    /// elements' frames are the screen's.
    public var view: ScreenRect?

    public init(controllers: [String] = [], elements: [ScreenElement] = [], alert: AlertSnapshot? = nil,
                openedURLs: [String] = [], preferredContentSize: ContentSize? = nil) {
        self.controllers = controllers
        self.elements = elements
        self.alert = alert
        self.openedURLs = openedURLs
        self.preferredContentSize = preferredContentSize
    }

    /// The innermost child view controller's type name, or the root's when it has no children.
    public var visibleController: String? { controllers.last }

    /// The texts of the visible table's rows, in order.
    public var tableRows: [String] { elements.filter { $0.kind == .cell }.compactMap(\.text) }

    /// The texts of the visible collection views' items, in order.
    public var collectionItems: [String] { elements.filter { $0.kind == .item }.compactMap(\.text) }

    /// The visible table's section headers and rows, in order.
    public var tableEntries: [ScreenElement] { elements.filter { $0.kind == .cell || $0.kind == .header } }
}

public struct ScreenElement: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case button, label, textField, cell, sticker
        case `switch`, slider, stepper, segmentedControl = "segmented-control", picker, datePicker = "date-picker"
        case textView = "text-view", activityIndicator = "activity-indicator", navigationBar = "navigation-bar"
        /// An image view showing an SF Symbol; its value is the symbol's name.
        case image
        /// A collection view's cell.
        case item
        /// A table section's header title.
        case header
    }
    public var kind: Kind
    /// A button's title, a label's or cell's text, a field's content; a value control's name.
    public var text: String?
    public var identifier: String?
    public var placeholder: String?
    /// A value control's value as a person reads it: `on`, `0.5`, `3`, the selected segment or rows.
    public var value: String?
    /// A cell's `textLabel` text, nil when the cell does not use its built-in label.
    public var title: String?
    /// A cell's `detailTextLabel` text.
    public var detail: String?
    /// A cell's `accessoryType` by its Swift name (`checkmark`), nil for `none`.
    public var accessory: String?
    /// Where it is on the phone's screen, in points; nil when the extension is not laid out on a screen.
    public var frame: ScreenRect?
    /// Why a finger could not touch it (`hidden`, `zero-sized`, `outside the extension's area`,
    /// `covered by UIView`); nil when its centre can be touched.
    public var obstruction: String?
    /// A label whose text does not fit: cut at the tail or missing lines.
    public var truncated: Bool?
    /// The accessibility label, when it says something `text` does not.
    public var label: String?
    /// The name of the image it shows (a button's SF Symbol or image resource).
    public var image: String?
    /// `false` for a control that is not enabled; nil when enabled.
    public var enabled: Bool?
    /// `true` for a selected control, cell or item; nil otherwise.
    public var selected: Bool?

    public init(kind: Kind, text: String?, identifier: String? = nil, placeholder: String? = nil, value: String? = nil,
                title: String? = nil, detail: String? = nil, accessory: String? = nil) {
        self.kind = kind
        self.text = text.map(ScreenText.plainSpaces)
        self.identifier = identifier
        self.placeholder = placeholder
        self.value = value
        self.title = title
        self.detail = detail
        self.accessory = accessory
    }

    /// How a person would name it: its text, else its identifier, label or image name.
    public var name: String? {
        [text, identifier, label, image].lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// A value control as a person reads it: `Notify me: on`, or the value alone when it has no name.
    public var valueText: String? {
        value.map { value in text.map { "\($0): \(value)" } ?? value }
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
