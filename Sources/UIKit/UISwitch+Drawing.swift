import Foundation

/// A sliding switch as iOS 17 draws it: a 51 × 31 pill, grey when off and `onTintColor` (system
/// green) when on, with a 27-point knob at the end the switch points to.
extension UISwitch {
    func drawTrackAndKnob() {
        let track = CGRect(x: 0, y: 0, width: UISwitch.size.width, height: UISwitch.size.height)
        drawingColor(isOn ? (onTintColor ?? .systemGreen) : UIControl.trackFill).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let knob = CGRect(x: isOn ? track.maxX - 29 : 2, y: 2, width: 27, height: 27)
        drawKnob(in: knob, cornerRadius: 13.5)
    }
}
