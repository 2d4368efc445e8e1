import Foundation

/// A stepper as iOS 17 draws it: a 94 × 32 grey rounded rectangle cut in two by a hairline, a minus
/// on the left and a plus on the right, each greyed when it can go no further.
extension UIStepper {
    func drawButtons() {
        let box = CGRect(x: 0, y: 0, width: 94, height: 32)
        drawingColor(UIControl.segmentFill).setFill()
        UIBezierPath(roundedRect: box, cornerRadius: 8).fill()
        drawingColor(.systemGray3).setFill()
        UIBezierPath(rect: CGRect(x: box.midX - 0.5, y: 8, width: 1, height: 16)).fill()
        let canDecrease = wraps || value > minimumValue
        let canIncrease = wraps || value < maximumValue
        drawSign(centre: CGPoint(x: box.width / 4, y: box.midY), plus: false, enabled: canDecrease)
        drawSign(centre: CGPoint(x: box.width * 3 / 4, y: box.midY), plus: true, enabled: canIncrease)
    }

    private func drawSign(centre: CGPoint, plus: Bool, enabled: Bool) {
        drawingColor(enabled ? .label : .systemGray3).setFill()
        UIBezierPath(roundedRect: CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2), cornerRadius: 1).fill()
        if plus {
            UIBezierPath(roundedRect: CGRect(x: centre.x - 1, y: centre.y - 7, width: 2, height: 14), cornerRadius: 1).fill()
        }
    }
}
