import Foundation

/// A progress bar as iOS 17 draws it: a grey track across its width, filled with the tint up to the progress.
extension UIProgressView {
    func drawBar() {
        let height = min(bounds.height, 4)
        let track = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        (trackTintColor ?? UIControl.trackFill).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: height / 2).fill()
        (progressTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: track.minY, width: track.width * CGFloat(progress), height: height),
                     cornerRadius: height / 2).fill()
    }
}
