import Foundation

/// A cell's accessory as iOS 17 draws it (a checkmark in the tint colour, a grey chevron for a
/// disclosure indicator, an info circle for a detail button) in the 38 points the cell keeps for it
/// at its trailing edge, and the hairline separator under the row that its table view asks for.
extension UITableViewCell {
    func drawAccessoryAndSeparator() {
        if accessoryView == nil { drawAccessory() }
        guard let table = superview as? UITableView, table.separatorStyle != .none, let color = table.separatorColor else { return }
        let inset = table.separatorInset
        let line = 1 / max(UIScreen.screenScale, 1)
        color.setFill()
        UIBezierPath(rect: CGRect(x: inset.left, y: bounds.height - line, width: max(bounds.width - inset.left - inset.right, 0),
                                  height: line)).fill()
    }

    private func drawAccessory() {
        let centre = CGPoint(x: bounds.width - 16 - 9, y: bounds.midY)
        switch accessoryType {
        case .none:
            return
        case .checkmark:
            let check = UIBezierPath()
            check.move(to: CGPoint(x: centre.x - 7, y: centre.y))
            check.addLine(to: CGPoint(x: centre.x - 2.5, y: centre.y + 5))
            check.addLine(to: CGPoint(x: centre.x + 7, y: centre.y - 6))
            check.lineWidth = 2.2
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            (tintColor ?? .systemBlue).setStroke()
            check.stroke()
        case .disclosureIndicator:
            drawChevron(at: CGPoint(x: centre.x + 4, y: centre.y))
        case .detailButton:
            drawInfo(at: CGPoint(x: centre.x + 2, y: centre.y))
        case .detailDisclosureButton:
            drawInfo(at: CGPoint(x: centre.x - 14, y: centre.y))
            drawChevron(at: CGPoint(x: centre.x + 4, y: centre.y))
        }
    }

    private func drawChevron(at point: CGPoint) {
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: point.x - 3, y: point.y - 6))
        chevron.addLine(to: CGPoint(x: point.x + 3, y: point.y))
        chevron.addLine(to: CGPoint(x: point.x - 3, y: point.y + 6))
        chevron.lineWidth = 2
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        UIColor.systemGray3.setStroke()
        chevron.stroke()
    }

    private func drawInfo(at point: CGPoint) {
        let tint = tintColor ?? .systemBlue
        let circle = UIBezierPath(ovalIn: CGRect(x: point.x - 11, y: point.y - 11, width: 22, height: 22))
        circle.lineWidth = 1.5
        tint.setStroke()
        circle.stroke()
        tint.setFill()
        UIBezierPath(ovalIn: CGRect(x: point.x - 1.25, y: point.y - 6.5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: point.x - 1, y: point.y - 2.5, width: 2, height: 9), cornerRadius: 1).fill()
    }
}
