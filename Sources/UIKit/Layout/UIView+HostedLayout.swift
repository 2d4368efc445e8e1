import Foundation

extension UIView {
    /// Sets a frame chosen by a layout outside Auto Layout (SwiftUI's, in a hosting view): as with
    /// the engine's own frames, the solution it follows from is not solved again for it.
    package func setHostedFrame(_ frame: CGRect) {
        guard layoutFrame != frame else { return }
        LayoutInvalidation.isApplyingSolution = true
        layoutFrame = frame
        LayoutInvalidation.isApplyingSolution = false
    }

    /// Tells whoever reads the screen that it changed (a SwiftUI view's state, say), before any frame moved.
    package static func noteAppearanceChanged() {
        Appearance.changed()
    }
}
