import Foundation

/// A slider as iOS 17 draws it: a 4-point track across its width, tinted up to the value, and a
/// 28-point knob centred on the value.
extension UISlider {
    func drawTrackAndThumb() {
        let knobSize: CGFloat = 28
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        let centreX = knobSize / 2 + fraction * max(bounds.width - knobSize, 0)
        let track = CGRect(x: 0, y: (bounds.height - 4) / 2, width: bounds.width, height: 4)
        drawingColor(maximumTrackTintColor ?? UIControl.trackFill).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: 2).fill()
        drawingColor(minimumTrackTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: track.minY, width: centreX, height: 4), cornerRadius: 2).fill()
        if let image = currentThumbImage {
            image.draw(in: CGRect(x: centreX - image.size.width / 2, y: (bounds.height - image.size.height) / 2,
                                  width: image.size.width, height: image.size.height))
        } else {
            drawKnob(in: CGRect(x: centreX - knobSize / 2, y: (bounds.height - knobSize) / 2, width: knobSize, height: knobSize),
                     cornerRadius: knobSize / 2)
        }
    }
}
