import UIKit

/// A menu picker as iOS 17 draws it: the selection in the tint colour with up-and-down chevrons
/// (in a list, the picker's name leading). A `UIPickerView` underneath, with one component of the
/// options' titles, so a scenario's `pick` and the screen reader treat it as a picker.
final class MenuPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    private var titles: [String] = []
    private var showsName = false
    private var tint = UIColor.systemBlue
    private var onPick: (Int) -> Void = { _ in }
    private let font = UIFont.preferredFont(forTextStyle: .body)

    init() {
        super.init(frame: .zero)
        dataSource = self
        delegate = self
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func update(name: String?, titles: [String], selected: Int?, showsName: Bool, tint: UIColor, onPick: @escaping (Int) -> Void) {
        let changed = titles != self.titles || showsName != self.showsName || accessibilityLabel != name
        self.titles = titles
        self.showsName = showsName
        self.tint = tint
        self.onPick = onPick
        accessibilityLabel = name
        if changed { reloadAllComponents() }
        if let selected, selected != selectedRow(inComponent: 0) { selectRow(selected, inComponent: 0, animated: false) }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var selectedTitle: String {
        let row = selectedRow(inComponent: 0)
        return titles.indices.contains(row) ? titles[row] : ""
    }

    private static let chevronWidth: CGFloat = 12

    override var intrinsicContentSize: CGSize {
        let value = (selectedTitle as NSString).size(withAttributes: [.font: font])
        let name = showsName ? ((accessibilityLabel ?? "") as NSString).size(withAttributes: [.font: font]).width + 16 : 0
        return CGSize(width: (name + value.width + 6 + Self.chevronWidth).rounded(.up), height: max(value.height, 22).rounded(.up))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func draw(_ rect: CGRect) {
        let value = (selectedTitle as NSString).size(withAttributes: [.font: font])
        let y = (bounds.height - value.height) / 2
        if showsName {
            ((accessibilityLabel ?? "") as NSString).draw(at: CGPoint(x: 0, y: y), withAttributes: [.font: font, .foregroundColor: UIColor.label])
        }
        let valueX = bounds.width - Self.chevronWidth - 6 - value.width
        (selectedTitle as NSString).draw(at: CGPoint(x: valueX, y: y), withAttributes: [.font: font, .foregroundColor: tint])
        let chevrons = UIBezierPath()
        let x = bounds.width - Self.chevronWidth, middle = bounds.height / 2
        chevrons.move(to: CGPoint(x: x + 2, y: middle - 2))
        chevrons.addLine(to: CGPoint(x: x + 6, y: middle - 6))
        chevrons.addLine(to: CGPoint(x: x + 10, y: middle - 2))
        chevrons.move(to: CGPoint(x: x + 2, y: middle + 2))
        chevrons.addLine(to: CGPoint(x: x + 6, y: middle + 6))
        chevrons.addLine(to: CGPoint(x: x + 10, y: middle + 2))
        chevrons.lineWidth = 1.6
        tint.setStroke()
        chevrons.stroke()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        setNeedsDisplay()
        onPick(row)
    }
}
