import Foundation
import InterfaceBuilder

/// The values Interface Builder writes, as UIKit's: colours, fonts, rectangles, insets, the names
/// of enumerations, layout attributes and control events. Main actor only (UIKit's types).
@MainActor
enum IBValues {
    // MARK: Geometry

    static func rect(_ node: IBNode) -> CGRect {
        CGRect(x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: node.number("width") ?? 0, height: node.number("height") ?? 0)
    }

    static func size(_ node: IBNode) -> CGSize {
        CGSize(width: node.number("width") ?? 0, height: node.number("height") ?? 0)
    }

    /// `<inset>` (minX, minY, maxX, maxY) and `<edgeInsets>` (top, left, bottom, right).
    static func insets(_ node: IBNode) -> UIEdgeInsets {
        if node.tag == "inset" {
            return UIEdgeInsets(top: node.number("minY") ?? 0, left: node.number("minX") ?? 0,
                                bottom: node.number("maxY") ?? 0, right: node.number("maxX") ?? 0)
        }
        return UIEdgeInsets(top: node.number("top") ?? 0, left: node.number("left") ?? node.number("leading") ?? 0,
                            bottom: node.number("bottom") ?? 0, right: node.number("right") ?? node.number("trailing") ?? 0)
    }

    static func autoresizingMask(_ node: IBNode) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let names: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in names where node.flag(name) == true { mask.insert(flag) }
        return mask
    }

    // MARK: Colours

    /// A `<color>`: components in sRGB or grey, a system colour by name, or a named colour from the
    /// asset catalog (else the value the document keeps for it in `<resources>`).
    static func color(_ node: IBNode, document: IBDocument?) -> UIColor? {
        if let name = node["systemColor"] { return systemColor(name) ?? resourceColor(name, in: document, tag: "systemColor") }
        if let name = node["cocoaTouchSystemColor"] { return cocoaTouchColor(name) }
        if let name = node["name"] {
            return UIColor(named: name) ?? resourceColor(name, in: document, tag: "namedColor")
        }
        let alpha = node.number("alpha") ?? 1
        if let white = node.number("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func resourceColor(_ name: String, in document: IBDocument?, tag: String) -> UIColor? {
        guard let resource = document?.root.list("resources").first(where: { $0.tag == tag && $0["name"] == name }),
              let value = resource.child("color") else { return nil }
        return color(value, document: nil)
    }

    /// `systemBackgroundColor`, `labelColor`, `systemBlueColor`: UIKit's class property without "Color".
    static func systemColor(_ name: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "placeholderTextColor": .placeholderText,
            "separatorColor": .separator, "systemBlueColor": .systemBlue, "systemRedColor": .systemRed,
            "systemGreenColor": .systemGreen, "systemOrangeColor": .systemOrange, "systemPinkColor": .systemPink,
            "systemYellowColor": .systemYellow, "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2,
            "systemGray3Color": .systemGray3, "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
            "systemGray6Color": .systemGray6, "systemPurpleColor": .systemPurple, "systemIndigoColor": .systemIndigo,
            "systemTealColor": .systemTeal, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
            "systemBrownColor": .systemBrown, "tintColor": .tintColor, "blackColor": .black, "whiteColor": .white,
            "clearColor": .clear, "darkGrayColor": .darkGray, "grayColor": .gray, "lightGrayColor": .lightGray,
            "redColor": .red, "greenColor": .green, "blueColor": .blue, "yellowColor": .yellow, "orangeColor": .orange,
            "purpleColor": .purple,
        ]
        return table[name]
    }

    /// The colours of iOS 6's era that old documents name (`darkTextColor`, `groupTableViewBackgroundColor`).
    static func cocoaTouchColor(_ name: String) -> UIColor? {
        switch name {
        case "darkTextColor": .black
        case "lightTextColor": UIColor(white: 1, alpha: 0.6)
        case "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor": .systemGray6
        case "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor", "underPageBackgroundColor":
            UIColor(red: 0.122, green: 0.129, blue: 0.141, alpha: 1)
        default: systemColor(name)
        }
    }

    // MARK: Fonts

    /// `<fontDescription>`: the system font by size and weight, a text style, or a named font.
    static func font(_ node: IBNode) -> UIFont {
        let size = CGFloat(node.number("pointSize") ?? 17)
        if let style = node["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch node["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system": return .systemFont(ofSize: size, weight: weight(node["weight"]))
        default:
            if let name = node["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size, weight: weight(node["weight"]))
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    // MARK: Images

    /// An image by the name IB writes (`image="Party"`), or an `<imageReference>` (an SF Symbol with
    /// `catalog="system"`, or an asset).
    static func image(named name: String?, catalog: String? = nil) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        if catalog == "system" { return UIImage(systemName: name) }
        return UIImage(named: name) ?? UIImage(systemName: name)
    }

    static func image(_ reference: IBNode) -> UIImage? {
        image(named: reference["image"], catalog: reference["catalog"])
    }

    // MARK: Enumerations

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[name]
    }

    static func textAlignment(_ name: String) -> NSTextAlignment {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: .natural
        }
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "middleTruncation": .byTruncatingMiddle
        default: .byTruncatingTail
        }
    }

    static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        let attributes: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
            "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
            "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
            "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
            "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return attributes[name]
    }

    /// `0.5`, or a ratio as IB writes aspect ratios: `16:9`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text) ?? 1
    }

    static func controlEvent(_ name: String?) -> UIControl.Event {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return name.flatMap { events[$0] } ?? .touchUpInside
    }

    static func controlState(_ key: String?) -> UIControl.State {
        switch key {
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: .normal
        }
    }
}
