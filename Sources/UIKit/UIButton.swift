import Foundation

/// A tappable control with a title per state. Its `accessibilityLabel` defaults to `currentTitle`.
/// Main actor only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    open private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedTitleLabel: UILabel?

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

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

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
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open var currentImage: UIImage? { image(for: state) }

    // MARK: State

    open override var isEnabled: Bool { didSet { updateTitleLabel() } }
    open override var isSelected: Bool { didSet { updateTitleLabel() } }
    open override var isHighlighted: Bool { didSet { updateTitleLabel() } }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    private func updateTitleLabel() {
        guard let storedTitleLabel else { return }
        storedTitleLabel.text = currentTitle
        storedTitleLabel.textColor = currentTitleColor
    }
}
