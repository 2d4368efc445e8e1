import Foundation
import InterfaceBuilder

/// Navigation items and bar button items as a storyboard or xib describes them: a controller's
/// `<navigationItem key="navigationItem">`, a standalone navigation bar's `<items>`, with their
/// `<barButtonItem>`s (title, system item, image, style, enabled) whose actions are connected as a
/// control's are.
extension NibLoading {
    /// `node` (a `<navigationItem>`) applied to `item`.
    func decode(navigationItem node: IBNode, into item: UINavigationItem) {
        register(item, for: node)
        if let title = node["title"] { item.title = title }
        if let prompt = node["prompt"] { item.prompt = prompt }
        if let title = node["backButtonTitle"] { item.backButtonTitle = title }
        if let flag = node.flag("hidesBackButton") { item.hidesBackButton = flag }
        for child in node.children where child.tag == "barButtonItem" {
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = barButtonItem(child)
            case "rightBarButtonItem": item.rightBarButtonItem = barButtonItem(child)
            case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child)
            default: continue
            }
        }
        // Several items: `<rightBarButtonItems>` holding them, as Xcode writes it (or with that key).
        let lists = [("leftBarButtonItems", \UINavigationItem.leftBarButtonItems), ("rightBarButtonItems", \.rightBarButtonItems)]
        for (name, path) in lists {
            guard let list = node.children.first(where: { $0.tag == name || $0.key == name }) else { continue }
            item[keyPath: path] = list.children.filter { $0.tag == "barButtonItem" }.map(barButtonItem)
        }
    }

    /// Names the bar button items `item` was decoded with (by a loading before this one) by their
    /// elements' ids, so that this loading's outlets reach them: a controller's navigation item is
    /// decoded with the controller, its outlets connected when its view is loaded.
    func register(barButtonItemsOf item: UINavigationItem, node: IBNode) {
        let single: [(String, UIBarButtonItem?)] = [("leftBarButtonItem", item.leftBarButtonItem),
                                                    ("rightBarButtonItem", item.rightBarButtonItem),
                                                    ("backBarButtonItem", item.backBarButtonItem)]
        for (key, object) in single {
            if let object, let child = node.children.first(where: { $0.tag == "barButtonItem" && $0.key == key }) {
                register(object, for: child)
            }
        }
        for (name, objects) in [("leftBarButtonItems", item.leftBarButtonItems), ("rightBarButtonItems", item.rightBarButtonItems)] {
            guard let list = node.children.first(where: { $0.tag == name || $0.key == name }), let objects else { continue }
            for (child, object) in zip(list.children.filter { $0.tag == "barButtonItem" }, objects) { register(object, for: child) }
        }
    }

    /// A `<navigationItem>` of a standalone bar's `<items>`, made.
    func navigationItem(_ node: IBNode) -> UINavigationItem {
        let item = UINavigationItem(title: node["title"] ?? "")
        decode(navigationItem: node, into: item)
        return item
    }

    /// A `<barButtonItem>`, made and named so that its connections reach it.
    func barButtonItem(_ node: IBNode) -> UIBarButtonItem {
        let style: UIBarButtonItem.Style = node["style"] == "done" ? .done : .plain
        let item: UIBarButtonItem
        if let system = node["systemItem"].flatMap(Self.systemItem) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            item.style = style
        } else if let image = node["image"] {
            item = UIBarButtonItem(image: IBValues.image(named: image, catalog: node["catalog"]), style: style, target: nil, action: nil)
            item.title = node["title"]
        } else {
            item = UIBarButtonItem(title: node["title"], style: style, target: nil, action: nil)
        }
        if let flag = node.flag("enabled") { item.isEnabled = flag }
        if let tag = node.number("tag") { item.tag = Int(tag) }
        if let color = node.child("color", key: "tintColor") { item.tintColor = IBValues.color(color, document: document) }
        register(item, for: node)
        keep(connectionsOf: node)
        return item
    }

    /// Interface Builder's names of the system items.
    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        let items: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
            "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
            "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
            "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
            "undo": .undo, "redo": .redo,
        ]
        return items[name]
    }
}

extension UINavigationBar {
    /// A bar's bar tint and title attributes, and with `includingItems` (a standalone bar, not a
    /// navigation controller's) its items.
    func decodeNavigationBar(_ node: IBNode, loading: NibLoading, includingItems: Bool = true) {
        let items = includingItems ? node.list("items").filter { $0.tag == "navigationItem" }.map(loading.navigationItem) : []
        if !items.isEmpty { setItems(items, animated: false) }
        if let color = node.child("color", key: "barTintColor") { barTintColor = IBValues.color(color, document: loading.document) }
        if let attributes = node.child("textAttributes", key: "titleTextAttributes") {
            var decoded: [NSAttributedString.Key: Any] = [:]
            if let font = attributes.child("fontDescription", key: "titleFont") ?? attributes.child("fontDescription") {
                decoded[.font] = IBValues.font(font)
            }
            if let color = attributes.child("color", key: "textColor") { decoded[.foregroundColor] = IBValues.color(color, document: loading.document) }
            if !decoded.isEmpty { titleTextAttributes = decoded }
        }
        if let flag = node.flag("translucent") { isTranslucent = flag }
        if node["barStyle"] == "black" { barStyle = .black }
    }
}
