import Foundation
import InterfaceBuilder

/// What the `init(coder:)` of stack, scroll, table and collection views and their cells decodes from
/// their elements, after `UIView`'s own part.
extension UIStackView {
    /// The subviews `UIView` decoded are the arranged ones, in order.
    func decodeStackView(_ node: IBNode) {
        axis = node["axis"] == "vertical" ? .vertical : .horizontal
        switch node["distribution"] {
        case "fillEqually": distribution = .fillEqually
        case "fillProportionally": distribution = .fillProportionally
        case "equalSpacing": distribution = .equalSpacing
        case "equalCentering": distribution = .equalCentering
        default: distribution = .fill
        }
        switch node["alignment"] {
        case "top": alignment = .top
        case "bottom": alignment = .bottom
        case "center": alignment = .center
        case "leading": alignment = .leading
        case "trailing": alignment = .trailing
        case "firstBaseline": alignment = .firstBaseline
        case "lastBaseline", "baseline": alignment = .lastBaseline
        default: alignment = .fill
        }
        if let spacing = node.number("spacing") { self.spacing = spacing }
        if let relative = node.flag("layoutMarginsRelativeArrangement") { isLayoutMarginsRelativeArrangement = relative }
        for view in subviews { addArrangedSubview(view) }
    }
}

extension UIScrollView {
    func decodeScrollView(_ node: IBNode, loading: NibLoading) {
        if let flag = node.flag("scrollEnabled") { isScrollEnabled = flag }
        if let flag = node.flag("pagingEnabled") { isPagingEnabled = flag }
        if let flag = node.flag("bounces") { bounces = flag }
        if let flag = node.flag("alwaysBounceVertical") { alwaysBounceVertical = flag }
        if let flag = node.flag("alwaysBounceHorizontal") { alwaysBounceHorizontal = flag }
        if let flag = node.flag("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = flag }
        if let flag = node.flag("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = flag }
        if node["contentInsetAdjustmentBehavior"] == "never" { contentInsetAdjustmentBehavior = .never }
        switch node["keyboardDismissMode"] {
        case "onDrag": keyboardDismissMode = .onDrag
        case "interactive": keyboardDismissMode = .interactive
        case "onDragWithAccessory": keyboardDismissMode = .onDragWithAccessory
        case "interactiveWithAccessory": keyboardDismissMode = .interactiveWithAccessory
        default: break
        }
        for child in node.children {
            switch (child.tag, child.key) {
            case ("viewLayoutGuide", "contentLayoutGuide"): loading.register(contentLayoutGuide, id: child.id)
            case ("viewLayoutGuide", "frameLayoutGuide"): loading.register(frameLayoutGuide, id: child.id)
            case ("inset", "contentInset"): contentInset = IBValues.insets(child)
            default: continue
            }
        }
    }
}

extension UITableView {
    func decodeTableView(_ node: IBNode, loading: NibLoading) {
        if let height = node.number("rowHeight") { rowHeight = height }
        if let height = node.number("estimatedRowHeight") { estimatedRowHeight = height }
        if let flag = node.flag("allowsSelection") { allowsSelection = flag }
        if node["separatorStyle"] == "none" { separatorStyle = .none }
        if let color = node.child("color", key: "separatorColor") { separatorColor = IBValues.color(color, document: loading.document) }
        if let inset = node.child("inset", key: "separatorInset") { separatorInset = IBValues.insets(inset) }
        if let header = node.child(key: "tableHeaderView").flatMap(loading.makeView) { tableHeaderView = header }
        if let footer = node.child(key: "tableFooterView").flatMap(loading.makeView) { tableFooterView = footer }
        for prototype in node.list("prototypes") where prototype.tag == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let nib = UINib(prototype: prototype, of: loading)
            registerNib(identifier: identifier) { nib.instantiate(withOwner: nil).first as? UITableViewCell }
        }
    }
}

extension UITableViewCell {
    /// The cell style a prototype names (`IBUITableViewCellStyleSubtitle`), read before `init(coder:)`.
    static func style(of node: IBNode?) -> CellStyle {
        switch node?["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    func decodeCell(_ node: IBNode, loading: NibLoading) {
        switch node["selectionStyle"] {
        case "none": selectionStyle = .none
        case "blue": selectionStyle = .blue
        case "gray": selectionStyle = .gray
        default: break
        }
        switch node["accessoryType"] ?? node["accessory"] {
        case "disclosureIndicator": accessoryType = .disclosureIndicator
        case "detailDisclosureButton": accessoryType = .detailDisclosureButton
        case "checkmark": accessoryType = .checkmark
        case "detailButton": accessoryType = .detailButton
        default: break
        }
        if let content = node.child(key: "contentView") {
            contentView.decodeView(content, loading: loading)
            loading.register(contentView, for: content)
        }
        // A styled prototype's labels are the cell's own: their texts and fonts move to them.
        for (attribute, own) in [("textLabel", textLabel), ("detailTextLabel", detailTextLabel)] {
            guard let id = node[attribute], let drawn = loading.objects[id] as? UILabel, let own else { continue }
            own.text = drawn.text
            own.font = drawn.font
            own.textColor = drawn.textColor
            drawn.removeFromSuperview()
            loading.register(own, id: id)
        }
        if let id = node["imageView"], let drawn = loading.objects[id] as? UIImageView, let own = imageView {
            own.image = drawn.image
            drawn.removeFromSuperview()
            loading.register(own, id: id)
        }
    }
}

extension UICollectionView {
    func decodeCollectionView(_ node: IBNode, loading: NibLoading) {
        if let layout = node.child(key: "collectionViewLayout"), let made = loading.make(layout) as? UICollectionViewLayout {
            collectionViewLayout = made
            made.collectionView = self
        }
        for cell in node.list("cells") where cell.tag == "collectionViewCell" || cell.tag == "collectionReusableView" {
            guard let identifier = cell["reuseIdentifier"] else { continue }
            let nib = UINib(prototype: cell, of: loading)
            registerNib(for: ReuseKey(kind: nil, identifier: identifier)) { nib.instantiate(withOwner: nil).first as? UICollectionReusableView }
        }
    }
}

extension UICollectionViewCell {
    func decodeCollectionCell(_ node: IBNode, loading: NibLoading) {
        if let content = node.child(key: "contentView") {
            contentView.decodeView(content, loading: loading)
            loading.register(contentView, for: content)
        }
    }
}

extension UICollectionViewFlowLayout {
    func decodeFlowLayout(_ node: IBNode) {
        if let spacing = node.number("minimumLineSpacing") { minimumLineSpacing = spacing }
        if let spacing = node.number("minimumInteritemSpacing") { minimumInteritemSpacing = spacing }
        if node["scrollDirection"] == "horizontal" { scrollDirection = .horizontal }
        for child in node.children {
            switch (child.tag, child.key) {
            case ("size", "itemSize"): itemSize = IBValues.size(child)
            case ("size", "estimatedItemSize"): estimatedItemSize = IBValues.size(child)
            case ("size", "headerReferenceSize"): headerReferenceSize = IBValues.size(child)
            case ("size", "footerReferenceSize"): footerReferenceSize = IBValues.size(child)
            case ("inset", "sectionInset"): sectionInset = IBValues.insets(child)
            default: continue
            }
        }
        if node.flag("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
    }
}
