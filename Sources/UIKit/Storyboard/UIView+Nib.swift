import Foundation
import InterfaceBuilder

/// What `UIView.init(coder:)` decodes from its element: the properties every view has, its layout
/// guides, and its subviews (made here, as UIKit's `initWithCoder:` makes them). Its constraints
/// and connections wait for the end of the loading, when every object they name exists.
extension UIView {
    func decodeView(_ node: IBNode, loading: NibLoading) {
        decodeFlags(node)
        for child in node.children {
            switch (child.tag, child.key) {
            case ("rect", "frame"): frame = IBValues.rect(child)
            case ("frame", "frameInset"):
                // Xcode 8's form: offsets from the superview's top left, with the size when it is fixed.
                frame = CGRect(x: child.number("minX") ?? 0, y: child.number("minY") ?? 0,
                               width: child.number("width") ?? frame.width, height: child.number("height") ?? frame.height)
            case ("autoresizingMask", _): autoresizingMask = IBValues.autoresizingMask(child)
            case ("color", "backgroundColor"): backgroundColor = IBValues.color(child, document: loading.document)
            case ("color", "tintColor"): tintColor = IBValues.color(child, document: loading.document)
            case ("edgeInsets", "layoutMargins"), ("directionalEdgeInsets", "directionalLayoutMargins"):
                layoutMargins = IBValues.insets(child)
            case ("viewLayoutGuide", "safeArea"): loading.register(safeAreaLayoutGuide, id: child.id)
            case ("viewLayoutGuide", "layoutMargins"): loading.register(layoutMarginsGuide, id: child.id)
            case ("viewLayoutGuide", "readableContent"): loading.register(readableContentGuide, id: child.id)
            case ("accessibility", "accessibilityConfiguration"): decodeAccessibility(child)
            case ("userDefinedRuntimeAttributes", _):
                decodeRuntimeAttributes(child)
                loading.keep(runtimeAttributes: child, of: self)
            case ("layoutGuides", _):
                for element in child.children where element.tag == "layoutGuide" {
                    let guide = UILayoutGuide()
                    guide.identifier = element["identifier"] ?? ""
                    addLayoutGuide(guide)
                    loading.register(guide, for: element)
                }
            default: continue
            }
        }
        for element in node.list("subviews") {
            if let subview = loading.makeView(element) { addSubview(subview) }
        }
        loading.keep(constraintsOf: node, holder: self)
        loading.keep(connectionsOf: node)
        decodeKind(node, loading: loading)
    }

    /// The part of UIKit's classes that have no `init(coder:)` of their own (they inherit UIView's).
    private func decodeKind(_ node: IBNode, loading: NibLoading) {
        switch self {
        case let button as UIButton: button.decodeButton(node, loading: loading)
        case let field as UITextField: field.decodeTextField(node, loading: loading)
        case let slider as UISlider: slider.decodeSlider(node)
        case let segments as UISegmentedControl: segments.decodeSegmentedControl(node)
        case let stack as UIStackView: stack.decodeStackView(node)
        case let picker as UIDatePicker: picker.decodeDatePicker(node)
        default: break
        }
    }

    /// The runtime attributes of UIKit's own properties (`IBAttributeSupport.runtimeKeyPaths`), as
    /// key-value coding sets them on iOS: `<userDefinedRuntimeAttribute type="number"
    /// keyPath="layer.cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>`.
    private func decodeRuntimeAttributes(_ node: IBNode) {
        for attribute in node.children where attribute.tag == "userDefinedRuntimeAttribute" {
            guard let path = attribute["keyPath"], IBAttributeSupport.runtimeKeyPaths.contains(path) else { continue }
            let number = attribute.children.first { $0.key == "value" }?.number("value") ?? attribute.number("value")
            let flag = attribute.flag("value") ?? number.map { $0 != 0 }
            switch path {
            case "layer.cornerRadius": if let number { layer.cornerRadius = CGFloat(number) }
            case "layer.borderWidth": if let number { layer.borderWidth = CGFloat(number) }
            case "layer.masksToBounds", "clipsToBounds": if let flag { clipsToBounds = flag }
            case "alpha": if let number { alpha = CGFloat(number) }
            case "layer.opacity": if let number { layer.opacity = Float(number) }
            case "layer.shadowOpacity": if let number { layer.shadowOpacity = Float(number) }
            case "layer.shadowRadius": if let number { layer.shadowRadius = CGFloat(number) }
            case "tag": if let number { tag = Int(number) }
            default: break
            }
        }
    }

    private func decodeFlags(_ node: IBNode) {
        if let mode = node["contentMode"].flatMap(IBValues.contentMode) { contentMode = mode }
        if let tag = node.number("tag") { self.tag = Int(tag) }
        if let hidden = node.flag("hidden") { isHidden = hidden }
        if let alpha = node.number("alpha") { self.alpha = alpha }
        if let enabled = node.flag("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let opaque = node.flag("opaque") { isOpaque = opaque }
        if let clips = node.flag("clipsSubviews") { clipsToBounds = clips }
        // A view Interface Builder lays out by its frame (`fixedFrame`, a view without constraints in an
        // Auto Layout document) keeps its frame and autoresizing mask at run time, whatever else it says.
        if node.flag("fixedFrame") == true {
            translatesAutoresizingMaskIntoConstraints = true
        } else if let translates = node.flag("translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = translates
        }
        if let flag = node.flag("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = flag }
        if let flag = node.flag("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = flag }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in priorities {
            guard let value = node.number(name) else { continue }
            if hugging {
                setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
    }

    private func decodeAccessibility(_ node: IBNode) {
        if let identifier = node["identifier"] { accessibilityIdentifier = identifier }
        if let label = node["label"] { accessibilityLabel = label }
        if let hint = node["hint"] { accessibilityHint = hint }
        if let element = node.child("bool", key: "isElement")?.flag("value") { isAccessibilityElement = element }
    }
}
