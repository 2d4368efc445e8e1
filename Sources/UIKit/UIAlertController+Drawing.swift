import Foundation

/// How an alert looks over its presenter, drawn as iOS 17 draws it in light mode: a dimmed screen,
/// then a 270-point card (title, message, text fields, actions 44 points tall, side by side when there
/// are two) or an action sheet at the bottom with its cancel action apart. Sizes: docs/DECISIONS.md.
extension UIAlertController {
    private static let cardWidth: CGFloat = 270
    private static let cornerRadius: CGFloat = 14
    private static let actionHeight: CGFloat = 44
    private static let sheetActionHeight: CGFloat = 57
    private static let padding: CGFloat = 16
    private static let dimming = UIColor(white: 0, alpha: 0.2)
    private static let cardColor = UIColor(white: 0.97, alpha: 1)
    private static let separatorColor = UIColor.systemGray3

    /// Draws the alert into the current context over `bounds`, the presenter's view, keeping to `safeArea`.
    package func drawPresentation(in bounds: CGRect, safeArea: UIEdgeInsets) {
        Self.dimming.setFill()
        UIBezierPath(rect: bounds).fill()
        let area = bounds.inset(by: safeArea)
        if preferredStyle == .alert { drawAlertCard(in: area) } else { drawActionSheet(in: area) }
    }

    private func drawAlertCard(in area: CGRect) {
        let width = Self.cardWidth
        let header = headerHeight(width: width)
        let fieldsHeight = CGFloat(textFields?.count ?? 0) * 30
        let rows = actionRows()
        let height = header + fieldsHeight + (fieldsHeight > 0 ? 8 : 0) + CGFloat(rows.count) * Self.actionHeight
        let card = CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(),
                          width: width, height: height)
        Self.cardColor.setFill()
        UIBezierPath(roundedRect: card, cornerRadius: Self.cornerRadius).fill()
        drawHeader(in: CGRect(x: card.minX, y: card.minY, width: width, height: header))
        var y = card.minY + header
        for field in textFields ?? [] {
            drawField(field, in: CGRect(x: card.minX + Self.padding, y: y, width: width - 2 * Self.padding, height: 26))
            y += 30
        }
        if fieldsHeight > 0 { y += 8 }
        for row in rows {
            drawSeparator(from: CGPoint(x: card.minX, y: y), length: width, vertical: false)
            let slot = width / CGFloat(row.count)
            for (index, action) in row.enumerated() {
                let cell = CGRect(x: card.minX + slot * CGFloat(index), y: y, width: slot, height: Self.actionHeight)
                if index > 0 { drawSeparator(from: CGPoint(x: cell.minX, y: y), length: Self.actionHeight, vertical: true) }
                drawAction(action, in: cell)
            }
            y += Self.actionHeight
        }
    }

    private func drawActionSheet(in area: CGRect) {
        let width = min(area.width - 16, 400)
        let x = (area.midX - width / 2).rounded()
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        var bottom = area.maxY - 8
        if let cancel {
            let box = CGRect(x: x, y: bottom - Self.sheetActionHeight, width: width, height: Self.sheetActionHeight)
            UIColor.white.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: Self.cornerRadius).fill()
            drawAction(cancel, in: box, size: 20)
            bottom = box.minY - 8
        }
        let header = title == nil && message == nil ? 0 : headerHeight(width: width)
        let height = header + CGFloat(others.count) * Self.sheetActionHeight
        guard height > 0 else { return }
        let group = CGRect(x: x, y: bottom - height, width: width, height: height)
        Self.cardColor.setFill()
        UIBezierPath(roundedRect: group, cornerRadius: Self.cornerRadius).fill()
        if header > 0 { drawHeader(in: CGRect(x: x, y: group.minY, width: width, height: header), titleSize: 13) }
        for (index, action) in others.enumerated() {
            let cell = CGRect(x: x, y: group.minY + header + CGFloat(index) * Self.sheetActionHeight,
                              width: width, height: Self.sheetActionHeight)
            if header > 0 || index > 0 { drawSeparator(from: cell.origin, length: width, vertical: false) }
            drawAction(action, in: cell, size: 20)
        }
    }

    /// Two actions sit side by side when both titles fit their half; otherwise one per row, cancel last.
    private func actionRows() -> [[UIAlertAction]] {
        let cancelLast = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        if actions.count == 2 {
            let cancelFirst = actions.filter { $0.style == .cancel } + actions.filter { $0.style != .cancel }
            let fits = cancelFirst.allSatisfy { action in
                ((action.title ?? "") as NSString).size(withAttributes: attributes(for: action, size: 17)).width
                    <= Self.cardWidth / 2 - 16
            }
            if fits { return [cancelFirst] }
        }
        return cancelLast.map { [$0] }
    }

    private func headerHeight(width: CGFloat) -> CGFloat {
        let textWidth = width - 2 * Self.padding
        var height: CGFloat = 20
        if let title {
            height += measure(title, width: textWidth, font: .systemFont(ofSize: 17, weight: .semibold))
        }
        if let message {
            height += (title == nil ? 0 : 4) + measure(message, width: textWidth, font: .systemFont(ofSize: 13))
        }
        return height + 20
    }

    private func drawHeader(in rect: CGRect, titleSize: CGFloat = 17) {
        let textWidth = rect.width - 2 * Self.padding
        var y = rect.minY + 20
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        if let title {
            let font = UIFont.systemFont(ofSize: titleSize, weight: .semibold)
            let color: UIColor = titleSize < 17 ? .secondaryLabel : .label
            let height = measure(title, width: textWidth, font: font)
            (title as NSString).draw(with: CGRect(x: rect.minX + Self.padding, y: y, width: textWidth, height: height),
                                     options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .foregroundColor: color, .paragraphStyle: centred],
                                     context: nil)
            y += height + 4
        }
        if let message {
            let font = UIFont.systemFont(ofSize: 13)
            let height = measure(message, width: textWidth, font: font)
            let color: UIColor = titleSize < 17 ? .secondaryLabel : .label
            (message as NSString).draw(with: CGRect(x: rect.minX + Self.padding, y: y, width: textWidth, height: height),
                                       options: .usesLineFragmentOrigin,
                                       attributes: [.font: font, .foregroundColor: color, .paragraphStyle: centred],
                                       context: nil)
        }
    }

    private func drawField(_ field: UITextField, in rect: CGRect) {
        UIColor.white.setFill()
        let box = UIBezierPath(roundedRect: rect, cornerRadius: 6)
        box.fill()
        Self.separatorColor.setStroke()
        box.lineWidth = 0.5
        box.stroke()
        let shown = field.text?.isEmpty == false ? field.text : field.placeholder
        guard let shown else { return }
        let color: UIColor = field.text?.isEmpty == false ? .label : .placeholderText
        let font = UIFont.systemFont(ofSize: 13)
        (shown as NSString).draw(at: CGPoint(x: rect.minX + 6, y: rect.midY - (shown as NSString).size(withAttributes: [.font: font]).height / 2),
                                 withAttributes: [.font: font, .foregroundColor: color])
    }

    private func drawAction(_ action: UIAlertAction, in cell: CGRect, size: CGFloat = 17) {
        let attributes = attributes(for: action, size: size)
        let text = (action.title ?? "") as NSString
        let measured = text.size(withAttributes: attributes)
        let width = min(measured.width, cell.width - 12)
        text.draw(with: CGRect(x: cell.midX - width / 2, y: cell.midY - measured.height / 2, width: width, height: measured.height),
                  options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
    }

    private func attributes(for action: UIAlertAction, size: CGFloat) -> [NSAttributedString.Key: Any] {
        // The preferred action is bold; without one, the cancel action is.
        let bold = preferredAction.map { $0 === action } ?? (action.style == .cancel)
        let color: UIColor = !action.isEnabled ? .systemGray : action.style == .destructive ? .systemRed : UIColor.systemBlue
        return [.font: UIFont.systemFont(ofSize: size, weight: bold ? .semibold : .regular), .foregroundColor: color]
    }

    private func drawSeparator(from start: CGPoint, length: CGFloat, vertical: Bool) {
        Self.separatorColor.setFill()
        let line = vertical ? CGRect(x: start.x, y: start.y, width: 0.5, height: length)
            : CGRect(x: start.x, y: start.y, width: length, height: 0.5)
        UIBezierPath(rect: line).fill()
    }

    private func measure(_ text: String, width: CGFloat, font: UIFont) -> CGFloat {
        (text as NSString).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            .height.rounded(.up)
    }
}
