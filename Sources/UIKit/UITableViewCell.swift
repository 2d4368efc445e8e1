import Foundation

/// A row of a table view. Its labels live in `contentView`; its `accessibilityLabel` defaults to the
/// texts of the labels inside it, joined by ", ". Main actor only.
///
/// A registered class is made, as on iOS, with `init(style: .default, reuseIdentifier:)`, the
/// subclass's override included (through `init(registeredWithReuseIdentifier:)`, which it inherits).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    let style: CellStyle
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    open private(set) var reuseIdentifier: String?
    /// The view holding the cell's content; add your subviews here.
    public let contentView: UIView
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { Appearance.changed() } }
    }
    open var accessoryView: UIView?
    open var selectionStyle = SelectionStyle.default
    open var isSelected = false {
        didSet { if isSelected != oldValue { Appearance.changed() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { Appearance.changed() } }
    }
    open var isEditing = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        isAccessibilityElement = true
        contentView.layoutMargins = Self.contentMargins
        addSubview(contentView)
    }

    /// A cell's content margins on iOS (`contentView.layoutMargins` of a table's cell): 11 above and
    /// below, 16 at the sides, where the separator starts and the built-in labels stand.
    static let contentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = Self.style(of: coder.nibElement?.node)
        reuseIdentifier = coder.nibElement?.node["reuseIdentifier"]
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        isAccessibilityElement = true
        contentView.layoutMargins = Self.contentMargins
        addSubview(contentView)
        if let (node, loading) = coder.nibElement { decodeCell(node, loading: loading) }
    }

    /// How `UITableView` makes a registered class: a subclass inherits this as long as it overrides
    /// `init(style:reuseIdentifier:)` (or no initializer), so the call reaches its override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    open override var frame: CGRect {
        didSet { fitContentView() }
    }

    // MARK: A finger's tap

    private var tap = CellTap()

    /// A finger that lifts where it went down on the cell selects its row, as the table does on iOS.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tap.began() }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tap.moved(touches) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tap.ended(touches, in: self), let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.simulateSelectRow(at: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tap.cancelled() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fitContentView()
    }

    /// The accessory of `accessoryType` and the separator under the row (UITableViewCell+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawAccessoryAndSeparator()
    }

    /// The content view, and a content configuration's view inside it, fill the cell, less the
    /// accessory's room; the built-in labels sit as the cell's style places them.
    private func fitContentView() {
        let accessoryWidth: CGFloat = accessoryView.map { $0.frame.width + 16 } ?? (accessoryType == .none ? 0 : 38)
        contentView.frame = CGRect(x: 0, y: 0, width: max(bounds.width - accessoryWidth, 0), height: bounds.height)
        configurationView?.frame = contentView.bounds
        placeBuiltInLabels()
    }

    /// The main label, made (in `contentView`) on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The secondary label; nil for the `.default` style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView()
        contentView.insertSubview(imageView, at: 0)
        storedImageView = imageView
        return imageView
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The built-in labels if the cell made them, for reading the screen without making them.
    package var madeTextLabel: UILabel? { storedTextLabel }
    package var madeImageView: UIImageView? { storedImageView }
    package var madeDetailTextLabel: UILabel? { storedDetailTextLabel }

    /// Called when the table takes the cell from its reuse queue; reset the content here.
    open func prepareForReuse() {}

    open override var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            let texts = labelTexts(in: contentView)
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }

    private func labelTexts(in view: UIView) -> [String] {
        if view.isHidden { return [] }
        // An empty label (a subtitle set to "") says nothing, as VoiceOver reads it.
        if let label = view as? UILabel { return label.text.flatMap { $0.isEmpty ? nil : [$0] } ?? [] }
        return view.subviews.flatMap(labelTexts)
    }
}
