import UIKit

/// The UIKit view behind a SwiftUI container (a stack, a frame, padding): it draws only what it is
/// given (a background), and a finger passes through where it shows nothing, as in SwiftUI.
final class HostedView: UIView {
    /// Whether the view itself takes touches where no subview does (a background, a tap gesture).
    var takesTouches = false {
        didSet { if takesTouches != oldValue { ViewPlacement.changed() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && !takesTouches ? nil : hit
    }

    /// SwiftUI places the subviews; nothing in here takes part in Auto Layout.
    override func layoutSubviews() {}
}

/// An element with no content and no size of its own: what an empty body leaves.
final class EmptyElement: Element {
    init() { super.init(view: HostedView()) }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }
}
