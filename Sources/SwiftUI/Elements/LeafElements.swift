import UIKit

/// `Spacer`: grows along its stack's axis from its minimum length; nothing across.
final class SpacerElement: Element {
    var axis: Axis?
    var minLength: CGFloat = StackElement.defaultSpacing

    init() { super.init(view: HostedView()) }

    override var isSpacer: Bool { true }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis else {
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
        return CGSize(along: axis, max(minLength, proposal[axis] ?? minLength), across: 0)
    }
}

/// `Divider`: a hairline across its stack (a horizontal line in a `VStack`, vertical in an `HStack`).
final class DividerElement: Element {
    var axis: Axis = .vertical
    static var thickness: CGFloat { 1 / UIScreen.main.scale }

    init() {
        super.init(view: HostedView())
        view.backgroundColor = .separator
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let across = axis.other
        return CGSize(along: axis, Self.thickness, across: proposal[across] ?? 0)
    }
}

/// A colour or a filled shape: it takes whatever it is offered (10 points where nothing is said).
final class ShapeElement: Element {
    private let shapeView = ShapeView()

    init() {
        super.init(view: shapeView)
    }

    func update(shape: ShapeKind, fill: UIColor?, stroke: (UIColor, CGFloat)? = nil, gradient: GradientFill? = nil) {
        shapeView.update(shape: shape, fill: fill, stroke: stroke, gradient: gradient)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        guard shapeView.shape == .circle else { return size }
        // A circle is as wide as it is tall: the smaller side.
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

/// The shapes views are drawn as, and what `clipShape` clips to.
enum ShapeKind: Equatable {
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case capsule
    case ellipse

    func path(in rect: CGRect) -> UIBezierPath {
        switch self {
        case .rectangle: UIBezierPath(rect: rect)
        case let .roundedRectangle(radius): UIBezierPath(roundedRect: rect, cornerRadius: radius)
        case .circle, .ellipse: UIBezierPath(ovalIn: rect)
        case .capsule: UIBezierPath(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        }
    }

    /// The corner radius a layer clips with for this shape in `size`; nil for an ellipse.
    func cornerRadius(in size: CGSize) -> CGFloat? {
        switch self {
        case .rectangle: 0
        case let .roundedRectangle(radius): radius
        case .circle, .capsule: min(size.width, size.height) / 2
        case .ellipse: size.width == size.height ? size.width / 2 : nil
        }
    }
}

/// Draws a `ShapeElement`: its fill, then its stroke.
final class ShapeView: UIView {
    private(set) var shape = ShapeKind.rectangle
    private var fill: UIColor?
    private var stroke: (UIColor, CGFloat)?
    private var gradient: GradientFill?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func update(shape: ShapeKind, fill: UIColor?, stroke: (UIColor, CGFloat)?, gradient: GradientFill? = nil) {
        guard shape != self.shape || fill != self.fill || stroke?.0 != self.stroke?.0 || stroke?.1 != self.stroke?.1
            || gradient != self.gradient else { return }
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.gradient = gradient
        setNeedsDisplay()
        ViewPlacement.changed()  // whether a finger on the shape is taken
    }

    override func draw(_ rect: CGRect) {
        if let gradient { gradient.draw(in: shape.path(in: bounds), bounds: bounds) }
        if let fill, shape == .rectangle {
            fill.setFill()
            UIRectFill(bounds)
            return
        }
        if let fill {
            fill.setFill()
            shape.path(in: bounds).fill()
        }
        if let (color, width) = stroke {
            color.setStroke()
            let path = shape.path(in: bounds.insetBy(dx: width / 2, dy: width / 2))
            path.lineWidth = width
            path.stroke()
        }
    }

    /// A shape is content: a finger on it is taken (by what holds it, a button say).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        fill == nil && stroke == nil && gradient == nil ? nil : super.hitTest(point, with: event)
    }

    /// Where the shape is drawn, as SwiftUI hit-tests a shape by its path: a filled shape inside its
    /// outline, a stroked one only on its line (a bordered overlay lets a finger through to what it frames).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard bounds.contains(point) else { return false }
        if fill != nil || gradient != nil { return shape == .rectangle || shape.path(in: bounds).contains(point) }
        guard let (_, width) = stroke else { return false }
        return shape.path(in: bounds).contains(point) && !shape.path(in: bounds.insetBy(dx: width, dy: width)).contains(point)
    }
}

/// A UIKit view shown as it is (a switch, a stepper, a text field): its size is fixed, or it takes
/// the width offered.
final class PlatformElement: Element {
    enum Sizing {
        /// Its own size (`sizeThatFits`), whatever is offered.
        case fixed
        /// The width offered (its own where none is), its own height.
        case fillsWidth(ideal: CGFloat)
        /// Whatever is offered (a representable's view with no size of its own).
        case flexible
    }

    var sizing: Sizing

    init(view: UIView, sizing: Sizing) {
        self.sizing = sizing
        super.init(view: view)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        switch sizing {
        case .fixed:
            return view.sizeThatFits(CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
        case let .fillsWidth(ideal):
            // Its own height (intrinsic, as Auto Layout would give it); its own width only where none is offered.
            let intrinsic = view.intrinsicContentSize
            let idealWidth = intrinsic.width > 0 ? intrinsic.width : ideal
            let height = intrinsic.height > 0 ? intrinsic.height : view.sizeThatFits(CGSize(width: proposal.width ?? idealWidth, height: 0)).height
            return CGSize(width: proposal.width.map { $0.isFinite ? $0 : idealWidth } ?? idealWidth, height: height)
        case .flexible:
            let size = proposal.replacingUnspecifiedDimensions(by: view.intrinsicContentSize)
            return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
    }
}
