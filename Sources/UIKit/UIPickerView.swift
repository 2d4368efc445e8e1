import Foundation

/// Spinning wheels (components) of rows, from a data source; a person picks one row per component.
/// `selectRow(_:inComponent:animated:)` selects without telling the delegate; a person's pick
/// (`simulatePick(row:inComponent:)`) also calls `pickerView(_:didSelectRow:inComponent:)`, as on
/// iOS. Components and rows are read from the data source when needed. Main actor only.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The wheels' standard size: 320 by 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// What the default `pickerView(_:viewForRow:forComponent:reusing:)` returns: "no view".
    static let noRowView = UIView()

    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Deprecated on iOS and ignored there; recorded only.
    open var showsSelectionIndicator = false
    private var selectedRows: [Int: Int] = [:] {
        didSet { Appearance.changed() }
    }

    /// A picker is 216 points high on iOS whatever frame is asked for; the width is kept.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width == 0 ? 320 : frame.width, height: 216))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width,
               height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }

    /// The view the delegate made for a row, or nil when it provides titles instead.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil),
              view !== UIPickerView.noRowView else { return nil }
        return view
    }

    /// Reads the rows again; a selection past the new end moves to the last row.
    open func reloadAllComponents() {
        // The rows' titles are the data source's: they may have changed with nothing else.
        Appearance.changed()
        for component in selectedRows.keys { reloadComponent(component) }
    }

    open func reloadComponent(_ component: Int) {
        Appearance.changed()
        let rows = numberOfRows(inComponent: component)
        if let row = selectedRows[component], row >= rows { selectedRows[component] = rows > 0 ? rows - 1 : nil }
    }

    /// Selects `row` of `component` without calling the delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selectedRows[component] = row
    }

    /// The selected row of `component`: the first row until another is selected, or -1 if the
    /// component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    // MARK: Reading rows, as a person does

    /// A row's title: the delegate's title, attributed title, or the text of its row view's labels.
    package func title(forRow row: Int, inComponent component: Int) -> String? {
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        if let title = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return title.string
        }
        guard let view = view(forRow: row, forComponent: component) else { return nil }
        let texts = UIPickerView.labelTexts(in: view)
        return texts.isEmpty ? view.accessibilityLabel : texts.joined(separator: " ")
    }

    /// Each component's row titles, in order (a row without a title is "").
    package var rowTitles: [[String]] {
        (0..<numberOfComponents).map { component in
            (0..<numberOfRows(inComponent: component)).map { title(forRow: $0, inComponent: component) ?? "" }
        }
    }

    /// The selected row's title in each component, in order.
    package var selectedTitles: [String] {
        (0..<numberOfComponents).compactMap { component in
            let row = selectedRow(inComponent: component)
            return row < 0 ? nil : title(forRow: row, inComponent: component) ?? ""
        }
    }

    private static func labelTexts(in view: UIView) -> [String] {
        if let label = view as? UILabel { return label.text.map { [$0] } ?? [] }
        return view.subviews.flatMap(labelTexts)
    }

    // MARK: Simulation

    /// A person spins `component` to `row`: it is selected, then the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` is called, unless the row was already selected
    /// (nothing spins then, as on iOS). False if there is no such row or the picker takes no touches.
    @discardableResult
    package func simulatePick(row: Int, inComponent component: Int) -> Bool {
        guard isUserInteractionEnabled, (0..<numberOfRows(inComponent: component)).contains(row) else { return false }
        guard row != selectedRow(inComponent: component) else { return true }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }
}
