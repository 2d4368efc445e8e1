import Cassowary
import Foundation

/// The constraints a `UIStackView` makes for its arranged subviews: edge to edge along the axis as
/// its distribution says, placed across it as its alignment says. Hidden views take no room.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    let engine: LayoutEngine
    private(set) var constraints: [LinearConstraint] = []

    init(stack: UIStackView, engine: LayoutEngine) {
        self.stack = stack
        self.engine = engine
    }

    /// One axis of a rectangle: where it starts (an origin plus an inset), its length, where it ends
    /// and its middle. Points of two spans enter constraints only as differences.
    private struct Span {
        let rect: LayoutRect
        let axis: LayoutRect.Axis
        let inset: Double
        let length: LinearExpression
        var start: LayoutAttributes.Value { point(LinearExpression(constant: inset)) }
        var end: LayoutAttributes.Value { point(length + inset) }
        var middle: LayoutAttributes.Value { point(length * 0.5 + inset) }
        private func point(_ rest: LinearExpression) -> LayoutAttributes.Value { .init(origin: (rect, axis), rest: rest) }
    }

    private func spans(_ item: AnyObject) -> (main: Span, cross: Span) {
        let rect = engine.rect(for: item)
        let x = Span(rect: rect, axis: .x, inset: 0, length: LinearExpression(rect.width))
        let y = Span(rect: rect, axis: .y, inset: 0, length: LinearExpression(rect.height))
        return stack.axis == .horizontal ? (x, y) : (y, x)
    }

    /// `a - b`, for two points on one axis.
    private func gap(_ a: LayoutAttributes.Value, _ b: LayoutAttributes.Value) -> LinearExpression {
        LayoutAttributes(engine: engine).difference(a, b, multiplier: 1, views: (nil, nil))
    }

    private mutating func add(_ expression: LinearExpression, _ relation: Relation = .equal,
                              _ strength: Strength = .required) {
        constraints.append(LinearConstraint(expression, relation, strength: strength))
    }

    mutating func build() {
        let outer = spans(stack)
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.effectiveLayoutMargins : .zero
        let horizontal = stack.axis == .horizontal
        let insets = horizontal ? (margins.left, margins.right, margins.top, margins.bottom)
                                : (margins.top, margins.bottom, margins.left, margins.right)
        let main = Span(rect: outer.main.rect, axis: outer.main.axis, inset: Double(insets.0),
                        length: outer.main.length - Double(insets.0 + insets.1))
        let cross = Span(rect: outer.cross.rect, axis: outer.cross.axis, inset: Double(insets.2),
                         length: outer.cross.length - Double(insets.2 + insets.3))
        for view in stack.arrangedSubviews where view.isHidden { add(spans(view).main.length) }
        let shown = stack.arrangedSubviews.filter { !$0.isHidden }
        guard let first = shown.first, let last = shown.last else { return }
        add(gap(spans(first).main.start, main.start))
        add(gap(spans(last).main.end, main.end))
        addDistribution(shown, main: main)
        addAlignment(shown, cross: cross)
    }

    private mutating func addDistribution(_ shown: [UIView], main: Span) {
        let spacing = Double(stack.spacing)
        let parts = shown.map { spans($0).main }
        for (previous, next) in zip(parts, parts.dropFirst()) {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally: add(gap(next.start, previous.end) - spacing)
            case .equalSpacing, .equalCentering: add(gap(next.start, previous.end) - spacing, .greaterThanOrEqual)
            }
        }
        guard parts.count > 1 else { return }
        switch stack.distribution {
        case .fill: break
        case .fillEqually:
            for part in parts.dropFirst() { add(part.length - parts[0].length) }
        case .fillProportionally:
            let sizes = shown.map { view -> Double in
                let size = view.layoutIntrinsicContentSize
                return Double(stack.axis == .horizontal ? size.width : size.height)
            }
            let total = sizes.reduce(0) { $0 + max($1, 0) }
            guard total > 0 else { return }
            let room = main.length - spacing * Double(parts.count - 1)
            for (part, size) in zip(parts, sizes) {
                add(part.length - room * (max(size, 0) / total), .equal, UILayoutPriority(999).strength())
            }
        case .equalSpacing:
            let first = gap(parts[1].start, parts[0].end)
            for (previous, next) in zip(parts.dropFirst(), parts.dropFirst(2)) { add(gap(next.start, previous.end) - first) }
        case .equalCentering:
            let step = gap(parts[1].middle, parts[0].middle)
            for (previous, next) in zip(parts.dropFirst(), parts.dropFirst(2)) {
                add(gap(next.middle, previous.middle) - step, .equal, UILayoutPriority(999).strength())
            }
        }
    }

    private mutating func addAlignment(_ shown: [UIView], cross: Span) {
        let attributes = LayoutAttributes(engine: engine)
        let baseline: NSLayoutConstraint.Attribute? = switch stack.alignment {
        case .firstBaseline where stack.axis == .horizontal: .firstBaseline
        case .lastBaseline where stack.axis == .horizontal: .lastBaseline
        default: nil
        }
        for view in shown {
            let part = spans(view).cross
            switch stack.alignment {
            case .fill:
                add(gap(part.start, cross.start))
                add(gap(part.end, cross.end))
                continue
            case .leading:
                add(gap(part.start, cross.start))
                add(gap(part.end, cross.end), .lessThanOrEqual)
            case .trailing:
                add(gap(part.end, cross.end))
                add(gap(part.start, cross.start), .greaterThanOrEqual)
            case .center:
                add(gap(part.middle, cross.middle))
                add(gap(part.start, cross.start), .greaterThanOrEqual)
            case .firstBaseline, .lastBaseline:
                add(gap(part.start, cross.start), .greaterThanOrEqual)
                add(gap(part.end, cross.end), .lessThanOrEqual)
                if let baseline, view !== shown[0] {
                    add(gap(attributes.value(baseline, of: view, relatedTo: nil),
                            attributes.value(baseline, of: shown[0], relatedTo: nil)))
                } else if baseline == nil {
                    add(gap(part.middle, cross.middle))
                }
            }
        }
        // Without fill, the stack is as thin across as its largest view allows.
        if stack.alignment != .fill { add(cross.length, .equal, Strength(level: 25)) }
    }
}
