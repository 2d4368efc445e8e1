/// Which attributes of a document's elements imsim applies, so that a build can say which it does
/// not (one warning per element kind and attribute in a document, at its first use).
public enum IBAttributeSupport {
    /// Read by Interface Builder only, or about touches, redrawing and scrolling feel that a picture
    /// and a scenario cannot see: never reported.
    public static let noVisibleEffect: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "fixedFrame", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "sceneMemberID", "multipleTouchEnabled",
        "clearsContextBeforeDrawing", "restorationIdentifier", "dataMode", "tableViewCell", "usesAttributedText",
        "hasAttributedTitle", "canCancelContentTouches", "delaysContentTouches", "bouncesZoom",
        "directionalLockEnabled", "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "reversesTitleShadowWhenHighlighted", "hidesAccessoryWhenEditing", "indentationWidth", "indentationLevel",
        "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "contentViewInsetsToSafeArea", "springLoaded", "pointerInteraction", "showsMenuAsPrimaryAction",
        "changesSelectionAsPrimaryAction", "autoresizesSubviews", "fixedContentSizeClass", "insetsContentViewsToSafeArea",
        "prefetchingEnabled", "storyboardIdentifier", "title", "placeholderIdentifier", "appends", "collectionClass",
        "layoutMarginsFollowReadableWidth", "translatesAutoresizingMaskIntoConstraints",
        "useStoryboardIdentifierAsRestorationIdentifier", "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars",
        // UILabel's, deprecated in iOS 7 and without effect since.
        "adjustsLetterSpacingToFitWidth",
    ]

    /// Attributes imsim applies to any view (UIView's part of `init(coder:)`).
    public static let view: Set<String> = [
        "contentMode", "tag", "hidden", "alpha", "userInteractionEnabled", "opaque", "clipsSubviews",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    /// The attributes each element kind adds to the view's.
    public static let byTag: [String: Set<String>] = [
        "label": ["text", "textAlignment", "lineBreakMode", "numberOfLines", "adjustsFontSizeToFit", "minimumScaleFactor",
                  "enabled", "highlighted", "adjustsFontForContentSizeCategory", "preferredMaxLayoutWidth"],
        "button": ["buttonType", "enabled", "selected", "highlighted", "lineBreakMode"],
        "imageView": ["image", "catalog", "highlightedImage", "highlighted"],
        "textField": ["text", "placeholder", "textAlignment", "borderStyle", "clearButtonMode", "enabled"],
        "textView": ["text", "editable", "selectable", "textAlignment", "scrollEnabled"],
        "switch": ["on", "enabled"],
        "slider": ["value", "minValue", "maxValue", "continuous", "enabled"],
        "stepper": ["value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "continuous", "enabled"],
        "segmentedControl": ["selectedSegmentIndex", "momentary", "segmentControlStyle", "enabled"],
        "progressView": ["progress", "progressViewStyle"],
        "activityIndicatorView": ["style", "animating", "hidesWhenStopped"],
        "stackView": ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement"],
        "scrollView": ["scrollEnabled", "pagingEnabled", "keyboardDismissMode", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
                       "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "contentInsetAdjustmentBehavior"],
        "tableView": ["style", "keyboardDismissMode", "rowHeight", "estimatedRowHeight", "allowsSelection", "scrollEnabled", "bounces",
                      "alwaysBounceVertical", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "separatorStyle"],
        "tableViewCell": ["style", "selectionStyle", "accessoryType", "accessory", "reuseIdentifier", "textLabel",
                          "detailTextLabel", "imageView", "rowHeight"],
        "collectionView": ["keyboardDismissMode", "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
                           "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"],
        "collectionViewCell": ["reuseIdentifier"],
        "collectionReusableView": ["reuseIdentifier"],
        "collectionViewFlowLayout": ["minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection", "automaticEstimatedItemSize"],
        "tapGestureRecognizer": ["enabled", "numberOfTapsRequired", "numberOfTouchesRequired"],
        "datePicker": ["datePickerMode", "minuteInterval", "style", "enabled"],
        "viewController": ["title", "modalPresentationStyle"],
        "tableViewController": ["title", "modalPresentationStyle", "clearsSelectionOnViewWillAppear"],
        "collectionViewController": ["title", "modalPresentationStyle", "clearsSelectionOnViewWillAppear"],
        "navigationController": ["title", "modalPresentationStyle"],
        "navigationBar": ["translucent", "barStyle"],
        "navigationItem": ["title", "prompt", "backButtonTitle", "hidesBackButton"],
    ]

    /// Values that are what imsim does anyway (Interface Builder writes them on every such element).
    public static let defaults: [String: Set<String>] = [
        "contentHorizontalAlignment": ["center", "left", "leading", "fill"],
        "contentVerticalAlignment": ["center", "top", "fill"],
        "baselineAdjustment": ["alignBaselines", "none"],
        "minimumFontSize": ["17"],
        "semanticContentAttribute": ["unspecified"],
        "datePickerMode": ["dateAndTime"],
        "style": ["plain"],
    ]

    /// The keys of child elements imsim applies (`<rect key="frame">`, `<color key="textColor">`), and
    /// those only Interface Builder reads.
    public static let childKeys: Set<String> = [
        "frame", "frameInset", "autoresizingMask", "backgroundColor", "tintColor", "textColor", "highlightedColor", "titleColor",
        "fontDescription", "text", "attributedText", "title", "configuration", "image", "layoutMargins", "directionalLayoutMargins",
        "safeArea", "readableContent", "contentLayoutGuide", "frameLayoutGuide", "accessibilityConfiguration", "textInputTraits",
        "itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize", "sectionInset", "collectionViewLayout",
        "contentView", "view", "navigationItem", "tableHeaderView", "tableFooterView", "contentInset", "onTintColor", "color",
        "baseForegroundColor", "baseBackgroundColor", "value", "customSize", "normal", "highlighted", "selected", "disabled", "date",
        // Interface Builder's canvas only.
        "simulatedDestinationMetrics", "freeformSize", "canvasLocation", "simulatedStatusBarMetrics", "simulatedTopBarMetrics",
        "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "defaultSimulatedMetrics", "intrinsicContentSize",
        "edgesForExtendedLayout", "keyCommands", "titleShadowColor", "separatorColor", "separatorInset",
        // A navigation bar's and its items' (Bars+Nib.swift).
        "barTintColor", "titleTextAttributes", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem",
        "leftBarButtonItems", "rightBarButtonItems",
    ]

    /// The key paths of a view's user-defined runtime attributes imsim applies (Interface Builder's
    /// Identity inspector): UIKit's own properties set through the view's layer, most often its corners.
    /// Properties an app declares `@IBInspectable` are not applied yet.
    public static let runtimeKeyPaths: Set<String> = [
        "layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "clipsToBounds", "alpha", "tag",
        "layer.opacity", "layer.shadowOpacity", "layer.shadowRadius",
    ]

    /// A runtime attribute iOS sets without any effect: a colour from Interface Builder is a UIColor,
    /// and `layer.borderColor` and `layer.shadowColor` take a CGColor.
    public static let runtimeKeyPathsWithoutEffect: Set<String> = ["layer.borderColor", "layer.shadowColor"]

    /// Whether imsim applies `attribute` (with `value`) of an element with `tag`.
    public static func isApplied(_ attribute: String, value: String, tag: String) -> Bool {
        noVisibleEffect.contains(attribute) || view.contains(attribute) || byTag[tag]?.contains(attribute) == true
            || defaults[attribute]?.contains(value) == true
    }
}
