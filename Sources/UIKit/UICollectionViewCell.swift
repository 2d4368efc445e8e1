import Foundation

/// An item of a collection view. Its content lives in `contentView`, above `backgroundView` and
/// `selectedBackgroundView` (shown only while the cell is selected or highlighted). Main actor only.
///
/// A registered class is made, as on iOS, with `init(frame:)`, the subclass's override included.
/// A scenario reads a cell by its `accessibilityLabel`, else its first label's text, else the
/// description of the first sticker it shows.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Called with the cell and its new state whenever its configuration is updated.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    private var storedContentView = UIView()

    /// The view holding the cell's content; add your subviews here. A content configuration
    /// replaces it with the configuration's own view.
    open var contentView: UIView { storedContentView }

    /// Behind the content, always shown.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// Behind the content, above `backgroundView`; shown while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            showSelectionState()
        }
    }

    /// Set by the collection view; you seldom set it yourself. Changing it updates the configuration.
    open var isSelected = false {
        didSet { stateDidChange(from: oldValue, to: isSelected) }
    }

    /// True while a finger is on the cell. Changing it updates the configuration.
    open var isHighlighted = false {
        didSet { stateDidChange(from: oldValue, to: isHighlighted) }
    }

    /// The content's configuration (iOS 14); setting one gives the cell the configuration's view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// When true (the default), each state change sets `contentConfiguration` to
    /// `contentConfiguration.updated(for:)` the new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// Called in `updateConfiguration(using:)`, before each display and on each state change.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
        if let (node, loading) = coder.nibElement { decodeCollectionCell(node, loading: loading) }
    }

    private func installContentView() {
        storedContentView.frame = bounds
        addSubview(storedContentView)
    }

    open override var frame: CGRect {
        didSet { fitSubviewsToBounds() }
    }

    // MARK: A finger's tap

    private var tap = CellTap()

    /// A finger that lifts where it went down on the cell taps its item (highlight, then selection),
    /// as the collection view does on iOS.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tap.began() }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tap.moved(touches) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tap.ended(touches, in: self), let list = superview as? UICollectionView, let indexPath = list.indexPath(for: self) else { return }
        list.simulateTap(at: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tap.cancelled() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fitSubviewsToBounds()
    }

    private func fitSubviewsToBounds() {
        for view in [backgroundView, selectedBackgroundView, storedContentView].compactMap({ $0 }) {
            view.frame = bounds
        }
    }

    // MARK: Configuration state

    /// The cell's state as configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Updates the configuration now (iOS waits for the next layout pass; nothing is drawn here).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Override to configure the cell for `state`; call super, which calls the update handler and
    /// updates the content configuration.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
    }

    private func stateDidChange(from old: Bool, to new: Bool) {
        guard old != new else { return }
        Appearance.changed()
        showSelectionState()
        setNeedsUpdateConfiguration()
    }

    private func showSelectionState() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
        if let view = storedContentView as? any UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        let view = configuration.makeContentView()
        replace(storedContentView, with: view, at: subviews.firstIndex { $0 === storedContentView } ?? subviews.count)
        storedContentView = view
        view.frame = bounds
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new {
            new.frame = bounds
            insertSubview(new, at: index)
        }
    }
}
