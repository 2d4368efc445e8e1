import Foundation

/// A tappable control with a title per state. Its `accessibilityLabel` defaults to `currentTitle`.
/// Main actor only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    open internal(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Room around the title and image (before button configurations); it adds to the intrinsic size.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Moves the title or the image within the content (before button configurations).
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout(); Appearance.changed() }
    }
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout(); Appearance.changed() }
    }
    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The button's look and content (iOS 15); nil for a button set up by state. Setting it runs
    /// `configurationUpdateHandler`, shows its title, and keeps it for reading.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called when the configuration should follow the button's state; may set `configuration`.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
    private var isUpdatingConfiguration = false

    /// Asks for `updateConfiguration()`, which runs at once here.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        updateTitleLabel()
    }

    /// Override to change `configuration` for the current state; does nothing by default.
    open func updateConfiguration() {}

    /// A button of the given type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button that runs `primaryAction` when tapped, titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    // MARK: Titles

    /// Sets the title shown in `state`; states without a title show the `.normal` one.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitleLabel()
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current state; a configured button's is its configuration's title.
    open var currentTitle: String? { title(for: state) ?? configuration?.readableTitle }

    /// The label showing `currentTitle`: a subview, made on first use.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: bounds)
        label.text = currentTitle
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateTitleLabel()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    // MARK: Images

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateTitleLabel()
        Appearance.changed()
    }

    /// The view showing `currentImage`: a subview, made on first use (nil if there is no image yet
    /// and none is set, as UIKit makes it only for an image).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: currentImage)
        storedImageView = view
        addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The image view if the app asked for it.
    var madeImageView: UIImageView? { storedImageView }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The image stretched behind the content in `state`; states without one use `.normal`'s.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        Appearance.changed()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The image for the current state; a configured button's is its configuration's image.
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }

    // MARK: State

    open override var isEnabled: Bool { didSet { stateChanged() } }
    open override var isSelected: Bool { didSet { stateChanged() } }
    open override var isHighlighted: Bool { didSet { stateChanged() } }

    private func stateChanged() {
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateTitleLabel()
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    private func updateTitleLabel() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        storedImageView?.image = currentImage
        guard let storedTitleLabel else { return }
        storedTitleLabel.text = currentTitle
        storedTitleLabel.textColor = currentTitleColor
    }

    // MARK: Size

    /// The title's size plus the button's padding: a configured button's content insets (12 at the
    /// sides, 7 above and below), 6 above and below for others; an empty button is 30 by 34.
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle ?? ""
        let image = currentImage?.size ?? .zero
        guard !title.isEmpty || image != .zero else { return CGSize(width: 30, height: 34) }
        let font = configuration == nil ? (storedTitleLabel?.font ?? UIFont.systemFont(ofSize: 15)) : UIFont.systemFont(ofSize: 17)
        let text = title.isEmpty ? CGSize.zero : PlainText(title, attributes: [.font: font as Any]).textSize
        let padding = configuration == nil ? CGSize(width: 0, height: 12) : CGSize(width: 24, height: 14)
        let scale = UIScreen.main.scale
        func up(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
        let insets = configuration == nil ? contentEdgeInsets : .zero
        return CGSize(width: up(text.width + image.width + padding.width + insets.left + insets.right),
                      height: up(max(text.height, image.height) + padding.height + insets.top + insets.bottom))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the configuration's background, the image and the title (see UIButton+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawContent(in: rect)
    }

    /// The title label if the app asked for it (it is then a subview that draws itself).
    var madeTitleLabel: UILabel? { storedTitleLabel }

    /// A title label or image view the app asked for sits where the button would draw it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleSize = storedTitleLabel.map { _ in
            (currentTitle ?? "").isEmpty ? CGSize.zero : PlainText(currentTitle ?? "", attributes: [.font: titleFont]).textSize
        } ?? .zero
        let layout = contentLayout(titleSize: titleSize)
        storedImageView?.frame = layout.imageRect
        guard let storedTitleLabel else { return }
        storedTitleLabel.textAlignment = .center
        storedTitleLabel.frame = layout.titleRect
    }
}
