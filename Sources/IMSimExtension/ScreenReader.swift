import IMSimCore
import Messages
import UIKit

/// Reads what an extension shows off its view hierarchy, the way XCUITest reads the accessibility tree.
@MainActor
enum ScreenReader {
    /// What `root` shows; with `probe`, each element also says where it is on the screen, whether a
    /// finger can reach it, and whether its text fits.
    /// `kept` carries what one reading found (the elements, each view's place) to the next.
    static func snapshot(of root: UIViewController, probe: VisibilityProbe? = nil, keeping kept: PlacementMemo? = nil) -> ScreenSnapshot {
        var controllers: [String] = []
        var visible = root
        // What is presented covers the root: its controllers come after the root's, its elements alone are read.
        let front = presentedChain(from: root).last ?? root
        for top in [root] + presentedChain(from: root) {
            var current: UIViewController? = top
            while let controller = current {
                // What String(describing:) prints for a class, without its casts of the metatype to three
                // protocols (each a scan of every conformance in the binary, the first time).
                controllers.append(_typeName(type(of: controller), qualified: false))
                visible = controller
                current = controller.children.last
            }
        }
        let preferred = visible.preferredContentSize
        var elements: [ScreenElement] = []
        if front.isViewLoaded, let probe, let kept {
            elements = kept.elements(of: front.view, screenOrigin: probe.screenOrigin, keyboardTop: probe.keyboardTop) {
                var found: [ScreenElement] = []
                collect(front.view, into: &found, probe: probe.memoizing(keeping: kept))
                return found
            }
        } else if front.isViewLoaded {
            collect(front.view, into: &elements, probe: probe?.memoizing())
        }
        let alert = presentedAlert(from: front).map {
            AlertSnapshot(title: $0.title, message: $0.message, textFields: ($0.textFields ?? []).map { $0.text ?? "" },
                          actions: $0.actions.compactMap(\.title))
        }
        var snapshot = ScreenSnapshot(controllers: controllers, elements: elements, alert: alert,
                                      openedURLs: root.extensionContext?.openedURLs.map(\.absoluteString) ?? [],
                                      preferredContentSize: ContentSize(width: Double(preferred.width), height: Double(preferred.height)))
        if probe != nil { snapshot.appearance = Appearance.generation }
        return snapshot
    }

    static func collect(_ view: UIView, into elements: inout [ScreenElement], probe: VisibilityProbe? = nil) {
        guard !view.isHidden else { return }
        let first = elements.count
        defer { if let probe { locate(elements[first...].indices, view: view, probe: probe, in: &elements) } }
        if let parts = ControlReading.element(for: view) {
            elements.append(described(view, ScreenElement(kind: parts.kind, text: ControlReading.name(of: view),
                                          identifier: view.accessibilityIdentifier, value: parts.value)))
            return
        }
        switch view {
        case let browser as MSStickerBrowserView:
            browser.loadStickersIfNeeded()
        case let stickerView as MSStickerView:
            elements.append(described(view, ScreenElement(kind: .sticker, text: stickerView.sticker?.localizedDescription,
                                          identifier: stickerView.accessibilityIdentifier)))
            return
        case let button as UIButton:
            elements.append(described(view, ScreenElement(kind: .button, text: button.currentTitle, identifier: button.accessibilityIdentifier)))
            return
        case let control as UIControl where control.accessibilityTraits.contains(.button):
            // A button that is a control with the button trait (SwiftUI's): named by its accessibility label.
            elements.append(described(view, ScreenElement(kind: .button, text: control.accessibilityLabel,
                                                          identifier: control.accessibilityIdentifier)))
            return
        case let label as UILabel:
            elements.append(described(view, ScreenElement(kind: .label, text: label.text, identifier: label.accessibilityIdentifier)))
        case let field as UITextField:
            elements.append(described(view, ScreenElement(kind: .textField, text: field.text, identifier: field.accessibilityIdentifier,
                                          placeholder: field.placeholder)))
            return
        case let cell as UITableViewCell:
            elements.append(described(view, ScreenElement(kind: .cell, text: cell.accessibilityLabel ?? firstLabelText(in: cell),
                                          identifier: cell.accessibilityIdentifier, title: cell.madeTextLabel?.text,
                                          detail: cell.madeDetailTextLabel?.text ?? listSecondaryText(in: cell.contentView),
                                          accessory: accessoryName(cell.accessoryType))))
            return
        case let textView as UITextView:
            elements.append(described(view, ScreenElement(kind: .textView, text: textView.text, identifier: textView.accessibilityIdentifier,
                                                          placeholder: textView.placeholder)))
            return
        case let bar as UINavigationBar:
            elements.append(described(view, ScreenElement(kind: .navigationBar, text: bar.topItem?.title, identifier: bar.accessibilityIdentifier)))
            // Then its bar button items, which the bar shows as subviews.
            for subview in bar.subviews { collect(subview, into: &elements, probe: probe) }
            return
        case let cell as UICollectionViewCell:
            elements.append(described(view, ScreenElement(kind: .item, text: itemText(of: cell), identifier: cell.accessibilityIdentifier,
                                                          detail: listSecondaryText(in: cell.contentView))))
            return
        case let table as UITableView:
            collectSections(of: table, into: &elements, probe: probe)
            return
        default:
            break
        }
        for subview in view.subviews { collect(subview, into: &elements, probe: probe) }
    }

    /// `element`, made for `view`, with the view's accessibility label (when its text does not say
    /// it), image name, and enabled and selected state.
    private static func described(_ view: UIView, _ element: ScreenElement) -> ScreenElement {
        var element = element
        if let label = view.accessibilityLabel, label != element.text { element.label = label }
        if view.accessibilityTraits.contains(.selected) { element.selected = true }
        switch view {
        case let button as UIButton:
            element.image = button.currentImage?.imageName
            if !button.isEnabled { element.enabled = false }
            if button.isSelected { element.selected = true }
        case let control as UIControl:
            if !control.isEnabled { element.enabled = false }
        case let cell as UITableViewCell:
            if cell.isSelected { element.selected = true }
        case let cell as UICollectionViewCell:
            if cell.isSelected { element.selected = true }
        default:
            break
        }
        return element
    }

    /// Gives the elements made for `view` itself (not those of its subviews, located already) its place.
    private static func locate(_ indices: Range<Int>, view: UIView, probe: VisibilityProbe, in elements: inout [ScreenElement]) {
        for index in indices where elements[index].frame == nil {
            let placement = probe.placement(of: view, touched: elements[index].kind.isTouched)
            elements[index].frame = placement.frame
            elements[index].obstruction = placement.obstruction
            if let label = view as? UILabel { elements[index].truncated = label.isTruncated }
        }
    }

    /// A collection view cell's text: its accessibility label, else its first label's text, else the
    /// description of the first sticker it shows.
    static func itemText(of cell: UICollectionViewCell) -> String? {
        cell.accessibilityLabel ?? firstLabelText(in: cell) ?? firstStickerDescription(in: cell)
    }

    /// The secondary text of a list content configuration the cell shows (`Open` under `Salad`).
    static func listSecondaryText(in contentView: UIView) -> String? {
        guard let list = (contentView as? UIListContentView)
            ?? contentView.subviews.lazy.compactMap({ $0 as? UIListContentView }).first else { return nil }
        let configuration = list.listContentConfiguration
        return configuration.secondaryAttributedText?.string ?? configuration.secondaryText
    }

    private static func firstStickerDescription(in view: UIView) -> String? {
        if let stickerView = view as? MSStickerView { return stickerView.sticker?.localizedDescription }
        return view.subviews.lazy.compactMap(firstStickerDescription).first
    }

    /// Each section's header title, as the data source gives it to the table, then the section's rows.
    private static func collectSections(of table: UITableView, into elements: inout [ScreenElement], probe: VisibilityProbe?) {
        let cells = table.visibleCells
        for section in 0..<table.numberOfSections {
            if let title = table.dataSource?.tableView(table, titleForHeaderInSection: section) {
                elements.append(ScreenElement(kind: .header, text: title))
            }
            for cell in cells where table.indexPath(for: cell)?.section == section { collect(cell, into: &elements, probe: probe) }
        }
    }

    /// The accessory type's Swift name; nil for none.
    private static func accessoryName(_ type: UITableViewCell.AccessoryType) -> String? {
        switch type {
        case .none: nil
        case .disclosureIndicator: "disclosureIndicator"
        case .detailDisclosureButton: "detailDisclosureButton"
        case .checkmark: "checkmark"
        case .detailButton: "detailButton"
        }
    }

    private static func firstLabelText(in view: UIView) -> String? {
        if let label = view as? UILabel, let text = label.text { return text }
        for subview in view.subviews {
            if let text = firstLabelText(in: subview) { return text }
        }
        return nil
    }

    /// The controllers presented over `root` (by it, its children or what they present), alerts
    /// aside, in the order presented: the last is the one a finger reaches.
    static func presentedChain(from root: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = root
        while let presented = presented(from: current), !(presented is UIAlertController) {
            chain.append(presented)
            current = presented
        }
        return chain
    }

    private static func presented(from controller: UIViewController) -> UIViewController? {
        if let presented = controller.presentedViewController { return presented }
        return controller.children.lazy.compactMap { presented(from: $0) }.first
    }

    /// The alert presented by the root or any of its descendants.
    static func presentedAlert(from controller: UIViewController) -> UIAlertController? {
        if let alert = controller.presentedViewController as? UIAlertController { return alert }
        for child in controller.children {
            if let alert = presentedAlert(from: child) { return alert }
        }
        return nil
    }
}
