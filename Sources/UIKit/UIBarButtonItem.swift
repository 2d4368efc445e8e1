import Foundation

/// A button of a navigation bar: a title, an image, a system item or a custom view, with a primary
/// action (which runs) or a target and selector (which reaches targets that adopt
/// `SelectorActionTarget`). Main actor only.
///
/// Headless stand-in: a navigation bar shows each bar button item of its top item as a `UIButton`
/// subview titled by the item's title, else its accessibility label, else its system item's name
/// (`Add`, `Done`, ...), so a scenario reads and taps it by that name.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain = 0, bordered, done
    }

    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var style = Style.plain
    open var isEnabled = true { didSet { changed() } }
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var tag = 0
    open var customView: UIView? { didSet { changed() } }
    open var primaryAction: UIAction?
    open weak var target: AnyObject?
    open var action: Selector?
    open var accessibilityLabel: String? { didSet { changed() } }
    open var accessibilityIdentifier: String? { didSet { changed() } }
    /// The system item this was made with; nil for other items.
    public private(set) var systemItem: SystemItem?
    /// The bar showing this item, told when what it shows for this item changes.
    weak var host: (any BarButtonItemHost)?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// iOS 14's form (without its `menu:`, as imsim has no `UIMenu`).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// iOS 14's form (without its `menu:`, as imsim has no `UIMenu`).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The name a person reads on the bar: the title, else the accessibility label, else the system item's.
    var displayName: String? {
        title ?? accessibilityLabel ?? systemItem.map(Self.name(of:))
    }

    /// The segue a storyboard triggers from this item, run after its action.
    var triggeredSegue: (@MainActor () -> Void)?

    /// What a tap does: the primary action, else the selector sent to the target; then the segue a
    /// storyboard connects to it.
    func performTap() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action, let target {
            SelectorDispatch.send(action, to: target, sender: self)
        }
        triggeredSegue?()
    }

    private func changed() {
        host?.itemsChanged()
    }

    /// The view a bar shows for this item: its custom view, or a button named as a person reads it;
    /// spaces are empty views (a flexible one zero wide, for the bar to stretch).
    func makeBarView(height: CGFloat) -> UIView {
        if let customView { return customView }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace {
            return UIView(frame: CGRect(x: 0, y: 0, width: systemItem == .fixedSpace ? width : 0, height: height))
        }
        let button = UIButton(type: .system, primaryAction: UIAction(title: displayName ?? "") { [weak self] _ in
            self?.performTap()
        })
        button.setImage(image, for: .normal)
        button.isEnabled = isEnabled
        button.tag = tag
        button.accessibilityIdentifier = accessibilityIdentifier
        if let tintColor { button.tintColor = tintColor }
        let natural = button.intrinsicContentSize.width
        button.frame.size = CGSize(width: width > 0 ? width : max(natural, 44), height: height)
        return button
    }

    /// iOS 14's spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private static func name(of item: SystemItem) -> String {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: ""
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }
}
