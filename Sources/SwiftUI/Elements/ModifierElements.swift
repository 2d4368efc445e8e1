import UIKit

/// An element around one other, in its own view: what most modifiers make.
class WrapperElement: Element {
    var content: Element

    init(content: Element, view: UIView = HostedView()) {
        self.content = content
        super.init(view: view)
    }

    override var children: [Element] { [content] }
    override var containerView: UIView? { view }
    override var isSpacer: Bool { content.isSpacer }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.size(fitting: proposal) }

    override func placeChildren(in size: CGSize) {
        content.place(CGRect(origin: .zero, size: size), proposal: placementProposal)
    }
}

/// `padding`: offers its content the proposal less the insets, and is that much larger.
final class PaddingElement: WrapperElement {
    var insets = EdgeInsets()

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.size(fitting: inner(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in size: CGSize) {
        content.place(CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.horizontal),
                             height: max(0, size.height - insets.vertical)), proposal: inner(placementProposal))
    }
}

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:...)`: a box of the
/// given sizes (a fixed one, or the proposal kept between the minimum and maximum), with the
/// content at its own size aligned in it.
final class FrameElement: WrapperElement {
    struct Limits: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        /// A fixed size: `frame(width:)`.
        var fixed: CGFloat?
    }

    var width = Limits()
    var height = Limits()
    var alignment = Alignment.center

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(width: Self.childProposal(proposal.width, width), height: Self.childProposal(proposal.height, height))
        let child = content.size(fitting: inner)
        return CGSize(width: Self.length(proposal.width, width, child: child.width),
                      height: Self.length(proposal.height, height, child: child.height))
    }

    override func placeChildren(in size: CGSize) {
        let proposal = ProposedViewSize(width: Self.childProposal(size.width, width), height: Self.childProposal(size.height, height))
        let child = content.size(fitting: proposal)
        content.place(CGRect(origin: alignment.origin(of: child, in: size), size: child), proposal: proposal)
    }

    private static func childProposal(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
        if let fixed = limits.fixed { return fixed }
        guard var length = proposed ?? limits.ideal else { return nil }
        if let max = limits.max { length = Swift.min(length, max) }
        if let min = limits.min { length = Swift.max(length, min) }
        return length
    }

    private static func length(_ proposed: CGFloat?, _ limits: Limits, child: CGFloat) -> CGFloat {
        if let fixed = limits.fixed { return fixed }
        guard limits.min != nil || limits.max != nil else { return child }
        let proposed = proposed ?? limits.ideal ?? child
        let upper = Swift.min(limits.max ?? child, proposed)
        let length = Swift.max(limits.min ?? child, upper)
        return length.isFinite ? length : child
    }
}

/// `fixedSize`: offers its content nothing (its ideal size) in the fixed dimensions.
final class FixedSizeElement: WrapperElement {
    var horizontal = true
    var vertical = true

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        content.size(fitting: ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }
}

/// `background` and `overlay`: views behind and over the content, offered its size and aligned in it.
final class DecoratedElement: WrapperElement {
    var behind: [Element] = []
    var over: [Element] = []
    var alignment = Alignment.center

    override var children: [Element] { behind + [content] + over }

    override func placeChildren(in size: CGSize) {
        content.place(CGRect(origin: .zero, size: size), proposal: placementProposal)
        for item in behind + over {
            let child = item.size(fitting: ProposedViewSize(size))
            item.place(CGRect(origin: alignment.origin(of: child, in: size), size: child))
        }
    }
}

/// Modifiers that change how the content looks or takes touches, not its size: `opacity`,
/// `clipShape`/`cornerRadius`, `hidden`, `offset`, `onTapGesture`.
final class EffectElement: WrapperElement {
    var clip: ShapeKind?
    var offset = CGSize.zero
    private var tapActions: [(count: Int, action: () -> Void)] = []
    private var recognizers: [UITapGestureRecognizer] = []
    private var targets: [ClosureTarget] = []

    init(content: Element) {
        super.init(content: content)
    }

    /// The taps the content takes, with `priority` over the controls inside it.
    func setTaps(_ taps: [(count: Int, action: () -> Void)], priority: TapPriority = .belowControls) {
        tapActions = taps
        (view as? HostedView)?.takesTouches = !taps.isEmpty
        if recognizers.count != taps.count {
            for recognizer in recognizers { view.removeGestureRecognizer(recognizer) }
            // Recognizers keep their targets weakly, as UIKit does: the element keeps them.
            targets = taps.indices.map { index in ClosureTarget { [weak self] in self?.tapActions[index].action() } }
            recognizers = targets.map { UITapGestureRecognizer(target: $0, action: ClosureTarget.run) }
            for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        }
        for (recognizer, tap) in zip(recognizers, taps) {
            recognizer.numberOfTapsRequired = tap.count
            recognizer.cancelsTouchesInView = priority != .simultaneous
            recognizer.delegate = priority == .belowControls ? ControlsFirst.shared : nil
        }
    }

    private var longPress: (recognizer: UILongPressGestureRecognizer, target: ClosureTarget, action: () -> Void)?

    /// A press held for `minimumDuration` runs `action` once, when it is recognized.
    func setLongPress(minimumDuration: Double, maximumDistance: CGFloat, action: @escaping () -> Void) {
        if longPress == nil {
            let target = ClosureTarget { [weak self] in
                guard let self, let press = self.longPress, press.recognizer.state == .began else { return }
                press.action()
            }
            // Held on a button inside too, as on iOS: once recognized, the button's touch is cancelled.
            let recognizer = UILongPressGestureRecognizer(target: target, action: ClosureTarget.run)
            view.addGestureRecognizer(recognizer)
            (view as? HostedView)?.takesTouches = true
            longPress = (recognizer, target, action)
        }
        longPress?.action = action
        longPress?.recognizer.minimumPressDuration = minimumDuration
        longPress?.recognizer.allowableMovement = maximumDistance
    }

    override func placeChildren(in size: CGSize) {
        content.place(CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: size), proposal: placementProposal)
        if let clip, let radius = clip.cornerRadius(in: size) {
            view.clipsToBounds = true
            view.layer.cornerRadius = radius
        } else {
            view.clipsToBounds = false
            view.layer.cornerRadius = 0
        }
    }
}

/// A target for UIKit's target-action that runs a closure (Linux has no Objective-C messages).
final class ClosureTarget: SelectorActionTarget {
    static let run = Selector("run")
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func performAction(_ action: Selector, sender: Any?) {
        self.action()
    }
}

/// How a tap gesture of a view stands with the controls inside it: below them (`onTapGesture`,
/// `gesture`: a button inside takes its own taps, as in SwiftUI), above them (`highPriorityGesture`),
/// or along with them (`simultaneousGesture`).
enum TapPriority {
    case belowControls, high, simultaneous
}

/// Leaves a touch that begins on a control inside the recognizer's view to that control.
final class ControlsFirst: UIGestureRecognizerDelegate {
    static let shared = ControlsFirst()

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let holder = gestureRecognizer.view, let touched = touch.view else { return true }
        return !sequence(first: touched, next: \.superview).prefix { $0 !== holder }.contains { $0 is UIControl }
    }
}

