import Foundation
import InterfaceBuilder

/// What the `init(coder:)` of UIKit's controls and text views decodes from their elements, after
/// `UIView`'s own part.
extension UIControl {
    func decodeControl(_ node: IBNode) {
        if let enabled = node.flag("enabled") { isEnabled = enabled }
        if let selected = node.flag("selected") { isSelected = selected }
        if let highlighted = node.flag("highlighted") { isHighlighted = highlighted }
    }
}

extension UILabel {
    func decodeLabel(_ node: IBNode, loading: NibLoading) {
        if let text = node["text"] { self.text = text }
        if let text = node.child("string", key: "text")?["text"] { self.text = text }
        if let text = node.child("attributedString", key: "attributedText").map(IBText.plain) { self.text = text }
        if let alignment = node["textAlignment"] { textAlignment = IBValues.textAlignment(alignment) }
        if let mode = node["lineBreakMode"] { lineBreakMode = IBValues.lineBreakMode(mode) }
        if let lines = node.number("numberOfLines") { numberOfLines = Int(lines) }
        if let fits = node.flag("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = fits }
        if let scale = node.number("minimumScaleFactor") { minimumScaleFactor = scale }
        if let enabled = node.flag("enabled") { isEnabled = enabled }
        if let highlighted = node.flag("highlighted") { isHighlighted = highlighted }
        if let flag = node.flag("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = flag }
        if let width = node.number("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = width }
        if let font = node.child("fontDescription", key: "fontDescription") { self.font = IBValues.font(font) }
        if let color = node.child("color", key: "textColor") { textColor = IBValues.color(color, document: loading.document) }
        if let color = node.child("color", key: "highlightedColor") {
            highlightedTextColor = IBValues.color(color, document: loading.document)
        }
    }
}

extension UIButton {
    func decodeButton(_ node: IBNode, loading: NibLoading) {
        switch node["buttonType"] {
        case "system", "roundedRect": buttonType = .system
        case "detailDisclosure": buttonType = .detailDisclosure
        case "infoLight": buttonType = .infoLight
        case "infoDark": buttonType = .infoDark
        case "contactAdd": buttonType = .contactAdd
        case "close": buttonType = .close
        default: buttonType = .custom
        }
        // A button with a configuration (iOS 15) shows the configuration's title and image; Xcode
        // still writes a `normal` state titled "Button" beside it, which UIKit does not show.
        let configured = node.child("buttonConfiguration", key: "configuration") != nil
        for child in node.children {
            switch (child.tag, child.key) {
            case ("state", _) where configured:
                continue
            case ("state", let key):
                let state = IBValues.controlState(key)
                if let title = child["title"] { setTitle(title, for: state) }
                if let title = child.child("string", key: "title")?["text"] { setTitle(title, for: state) }
                if let image = IBValues.image(named: child["image"], catalog: child["catalog"]) { setImage(image, for: state) }
                if let reference = child.child("imageReference", key: "image"), let image = IBValues.image(reference) {
                    setImage(image, for: state)
                }
                if let color = child.child("color", key: "titleColor") {
                    setTitleColor(IBValues.color(color, document: loading.document), for: state)
                }
            case ("buttonConfiguration", "configuration"):
                configuration = decodeConfiguration(child, loading: loading)
            case ("fontDescription", "fontDescription"):
                titleLabel?.font = IBValues.font(child)
            default:
                continue
            }
        }
    }

    private func decodeConfiguration(_ node: IBNode, loading: NibLoading) -> Configuration {
        var configuration: Configuration = switch node["style"] {
        case "filled": .filled()
        case "tinted": .tinted()
        case "gray": .gray()
        case "borderless": .borderless()
        case "bordered": .bordered()
        case "borderedTinted": .borderedTinted()
        case "borderedProminent": .borderedProminent()
        default: .plain()
        }
        configuration.title = node["title"] ?? node.child("string", key: "title")?["text"]
        configuration.subtitle = node["subtitle"]
        configuration.image = IBValues.image(named: node["image"], catalog: node["catalog"])
            ?? node.child("imageReference", key: "image").flatMap(IBValues.image)
        if let padding = node.number("imagePadding") { configuration.imagePadding = padding }
        switch node["cornerStyle"] {
        case "small": configuration.cornerStyle = .small
        case "medium": configuration.cornerStyle = .medium
        case "large": configuration.cornerStyle = .large
        case "capsule": configuration.cornerStyle = .capsule
        case "fixed": configuration.cornerStyle = .fixed
        default: break
        }
        if let color = node.child("color", key: "baseForegroundColor") {
            configuration.baseForegroundColor = IBValues.color(color, document: loading.document)
        }
        if let color = node.child("color", key: "baseBackgroundColor") {
            configuration.baseBackgroundColor = IBValues.color(color, document: loading.document)
        }
        return configuration
    }
}

extension UIImageView {
    func decodeImageView(_ node: IBNode) {
        if let image = IBValues.image(named: node["image"], catalog: node["catalog"]) { self.image = image }
        if let reference = node.child("imageReference", key: "image"), let image = IBValues.image(reference) { self.image = image }
        if let image = IBValues.image(named: node["highlightedImage"]) { highlightedImage = image }
        if let highlighted = node.flag("highlighted") { isHighlighted = highlighted }
    }
}

extension UITextField {
    func decodeTextField(_ node: IBNode, loading: NibLoading) {
        if let text = node["text"] { self.text = text }
        if let placeholder = node["placeholder"] { self.placeholder = placeholder }
        if let alignment = node["textAlignment"] { textAlignment = IBValues.textAlignment(alignment) }
        switch node["borderStyle"] {
        case "roundedRect": borderStyle = .roundedRect
        case "line": borderStyle = .line
        case "bezel": borderStyle = .bezel
        default: break
        }
        switch node["clearButtonMode"] {
        case "whileEditing": clearButtonMode = .whileEditing
        case "unlessEditing": clearButtonMode = .unlessEditing
        case "always": clearButtonMode = .always
        default: break
        }
        if let font = node.child("fontDescription", key: "fontDescription") { self.font = IBValues.font(font) }
        if let color = node.child("color", key: "textColor") { textColor = IBValues.color(color, document: loading.document) }
        if let traits = node.child("textInputTraits", key: "textInputTraits") {
            if traits.flag("secureTextEntry") == true { isSecureTextEntry = true }
            if let type = traits["keyboardType"].flatMap(IBText.keyboardType) { keyboardType = type }
            if let type = traits["returnKeyType"].flatMap(IBText.returnKeyType) { returnKeyType = type }
            if let type = traits["autocorrectionType"].flatMap(IBText.autocorrectionType) { autocorrectionType = type }
            if let type = traits["spellCheckingType"].flatMap(IBText.spellCheckingType) { spellCheckingType = type }
        }
    }
}

extension UITextView {
    func decodeTextView(_ node: IBNode, loading: NibLoading) {
        if let text = node.child("string", key: "text")?["text"] ?? node["text"] { self.text = text }
        if let text = node.child("attributedString", key: "attributedText").map(IBText.plain) { self.text = text }
        if let editable = node.flag("editable") { isEditable = editable }
        if let selectable = node.flag("selectable") { isSelectable = selectable }
        if let alignment = node["textAlignment"] { textAlignment = IBValues.textAlignment(alignment) }
        if let font = node.child("fontDescription", key: "fontDescription") { self.font = IBValues.font(font) }
        if let color = node.child("color", key: "textColor") { textColor = IBValues.color(color, document: loading.document) }
        if let traits = node.child("textInputTraits", key: "textInputTraits") {
            if let type = traits["keyboardType"].flatMap(IBText.keyboardType) { keyboardType = type }
            if let type = traits["returnKeyType"].flatMap(IBText.returnKeyType) { returnKeyType = type }
            if let type = traits["autocorrectionType"].flatMap(IBText.autocorrectionType) { autocorrectionType = type }
            if let type = traits["spellCheckingType"].flatMap(IBText.spellCheckingType) { spellCheckingType = type }
        }
    }
}

extension UISwitch {
    func decodeSwitch(_ node: IBNode, loading: NibLoading) {
        if let on = node.flag("on") { isOn = on }
        if let color = node.child("color", key: "onTintColor") { onTintColor = IBValues.color(color, document: loading.document) }
    }
}

extension UISlider {
    func decodeSlider(_ node: IBNode) {
        if let minimum = node.number("minValue") { minimumValue = Float(minimum) }
        if let maximum = node.number("maxValue") { maximumValue = Float(maximum) }
        if let value = node.number("value") { self.value = Float(value) }
        if let continuous = node.flag("continuous") { isContinuous = continuous }
    }
}

extension UIStepper {
    func decodeStepper(_ node: IBNode) {
        if let minimum = node.number("minimumValue") { minimumValue = minimum }
        if let maximum = node.number("maximumValue") { maximumValue = maximum }
        if let step = node.number("stepValue") { stepValue = step }
        if let value = node.number("value") { self.value = value }
        if let wraps = node.flag("wraps") { self.wraps = wraps }
        if let autorepeat = node.flag("autorepeat") { self.autorepeat = autorepeat }
        if let continuous = node.flag("continuous") { isContinuous = continuous }
    }
}

extension UISegmentedControl {
    func decodeSegmentedControl(_ node: IBNode) {
        for segment in node.list("segments") where segment.tag == "segment" {
            if let image = IBValues.image(named: segment["image"]) {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                insertSegment(withTitle: segment["title"], at: numberOfSegments, animated: false)
            }
        }
        if let index = node.number("selectedSegmentIndex") { selectedSegmentIndex = Int(index) }
        if let momentary = node.flag("momentary") { isMomentary = momentary }
    }
}

extension UIProgressView {
    func decodeProgressView(_ node: IBNode) {
        if let progress = node.number("progress") { self.progress = Float(progress) }
        if node["progressViewStyle"] == "bar" { progressViewStyle = .bar }
    }
}

extension UIActivityIndicatorView {
    func decodeActivityIndicator(_ node: IBNode, loading: NibLoading) {
        switch node["style"] {
        case "large", "whiteLarge": style = .large
        default: style = .medium
        }
        hidesWhenStopped = node.flag("hidesWhenStopped") ?? true
        if let color = node.child("color", key: "color") { self.color = IBValues.color(color, document: loading.document) }
        if node.flag("animating") == true { startAnimating() } else if hidesWhenStopped { isHidden = true }
    }
}

extension UIDatePicker {
    func decodeDatePicker(_ node: IBNode) {
        switch node["datePickerMode"] {
        case "time": datePickerMode = .time
        case "date": datePickerMode = .date
        case "countDownTimer": datePickerMode = .countDownTimer
        default: datePickerMode = .dateAndTime
        }
        if let interval = node.number("minuteInterval") { minuteInterval = Int(interval) }
        if let seconds = node.child("date", key: "date")?.number("timeIntervalSinceReferenceDate") {
            date = Date(timeIntervalSinceReferenceDate: seconds)
        }
        switch node["style"] {
        case "wheels": preferredDatePickerStyle = .wheels
        case "compact": preferredDatePickerStyle = .compact
        case "inline": preferredDatePickerStyle = .inline
        default: break
        }
    }
}
