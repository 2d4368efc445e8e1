import Foundation

/// A segmented control as iOS 17 draws it: a grey rounded rectangle, the selected segment a white
/// rounded card with a shadow and a bold title, hairlines between the unselected ones.
extension UISegmentedControl {
    func drawSegments() {
        let count = numberOfSegments
        guard count > 0, bounds.width > 0 else { return }
        drawingColor(UIControl.segmentFill).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 9).fill()
        let width = bounds.width / CGFloat(count)
        for index in 0..<count {
            let segment = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            let selected = index == selectedSegmentIndex
            if selected {
                drawKnob(in: segment.insetBy(dx: 2, dy: 2), cornerRadius: 7)
            } else if index > 0, index - 1 != selectedSegmentIndex {
                drawingColor(.systemGray3).setFill()
                UIBezierPath(rect: CGRect(x: segment.minX - 0.5, y: segment.midY - 8, width: 1, height: 16)).fill()
            }
            drawContent(of: index, in: segment.insetBy(dx: 6, dy: 0), selected: selected)
        }
    }

    private func drawContent(of index: Int, in rect: CGRect, selected: Bool) {
        if let image = imageForSegment(at: index) {
            image.draw(in: CGRect(x: rect.midX - image.size.width / 2, y: rect.midY - image.size.height / 2,
                                  width: image.size.width, height: image.size.height))
            return
        }
        guard let title = titleForSegment(at: index) else { return }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: drawingColor(.label),
        ]
        let size = (title as NSString).size(withAttributes: attributes)
        let width = min(size.width, rect.width)
        (title as NSString).draw(with: CGRect(x: rect.midX - width / 2, y: rect.midY - size.height / 2, width: width, height: size.height),
                                 options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
    }
}
