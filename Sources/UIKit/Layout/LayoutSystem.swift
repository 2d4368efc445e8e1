import Cassowary
import Foundation

/// Lists the constraints a view tree wants in one pass: the tree's active constraints, each laid-out
/// view's autoresizing mask or intrinsic size, the system layout guides, and stack views'
/// arrangements. Views that no constraint touches keep their frames and cost nothing.
@MainActor
struct LayoutSystem {
    /// How the root's own size is set: pinned to its bounds, or fitted to a target (systemLayoutSizeFitting).
    enum RootSize {
        case bounds
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    enum Role: Int {
        case user = 0, rootX, rootY, rootWidth, rootHeight, maskX, maskWidth, maskY, maskHeight
        case compressWidth, hugWidth, compressHeight, hugHeight, nonNegativeWidth, nonNegativeHeight
        case guideX, guideY, guideWidth, guideHeight, readableWidth, readableCentre
        /// Stack views number their constraints from here.
        case stack = 100
    }

    let root: UIView
    let engine: LayoutEngine
    let rootSize: RootSize
    private(set) var wanted: [(LayoutEngine.Key, LinearConstraint)] = []
    /// The views the engine places, in tree order (root first).
    private(set) var laidOut: [UIView] = []
    private var involved: Set<ObjectIdentifier> = []
    private var guides: [UILayoutGuide] = []
    private var guideSet: Set<ObjectIdentifier> = []
    /// Weights that break stack views' ties by position, as UIStackView does (keyed by view).
    private var stackWeights: [ObjectIdentifier: (hug: Double, compress: Double)] = [:]
    /// The app's constraints by identity, to name them in reports.
    private var userConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(root: UIView, engine: LayoutEngine, rootSize: RootSize = .bounds) {
        self.root = root
        self.engine = engine
        self.rootSize = rootSize
    }

    /// The view an item is or belongs to (a layout guide's owning view).
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Collects everything; false when no view of the tree takes part in Auto Layout.
    mutating func build() -> Bool {
        var userConstraints: [NSLayoutConstraint] = []
        var stacks: [UIStackView] = []
        var marked: [UIView] = []
        if case .fitting = rootSize { marked.append(root) }
        collect(root, constraints: &userConstraints, stacks: &stacks, marked: &marked)
        guard !marked.isEmpty else { return false }
        for view in marked { involve(view) }
        involved.insert(ObjectIdentifier(root))
        laidOut = []
        order(root)
        engine.beginPass(root: root, arrangedBefore: arrangedBefore(in: stacks))
        for stack in stacks { noteStackWeights(stack) }
        let attributes = LayoutAttributes(engine: engine)
        var translated: [(LayoutEngine.Key, LinearConstraint)] = []
        for constraint in userConstraints {
            self.userConstraints[ObjectIdentifier(constraint)] = constraint
            if let made = translate(constraint, attributes) { translated.append(made) }
        }
        for view in laidOut { addStructure(of: view) }
        for guide in guides { addStructure(of: guide) }
        for stack in stacks { addArrangement(of: stack) }
        wanted += translated
        return true
    }

    // MARK: Reports

    /// A wanted constraint as UIKit prints it.
    func describe(_ key: LayoutEngine.Key) -> String {
        if let constraint = userConstraints[key.owner] { return constraint.description }
        let role = Role(rawValue: key.role).map { "\($0)" } ?? "stack"
        let owner = laidOut.first { ObjectIdentifier($0) == key.owner }.map(NSLayoutConstraint.describe) ?? "a layout guide"
        return "<\(role.hasPrefix("mask") ? "NSAutoresizingMaskLayoutConstraint" : "NSLayoutConstraint") \(owner) \(role)>"
    }

    /// The app's required constraints that touch the same views as the one refused.
    func describeRequired(near key: LayoutEngine.Key) -> [String] {
        guard let refused = userConstraints[key.owner] else { return [] }
        let views = Set([refused.firstItem, refused.secondItem].compactMap { Self.view(of: $0) }.map(ObjectIdentifier.init))
        return userConstraints.values.filter { constraint in
            constraint !== refused && constraint.isActive && constraint.priority == .required
                && [constraint.firstItem, constraint.secondItem].contains { item in
                    Self.view(of: item).map { views.contains(ObjectIdentifier($0)) } ?? false
                }
        }.map(\.description).sorted { Self.withoutAddresses($0) < Self.withoutAddresses($1) }
    }

    /// A constraint's description without the addresses in it, which change from run to run: the list
    /// UIKit prints is in the same order every time.
    private static func withoutAddresses(_ description: String) -> String {
        description.replacingOccurrences(of: "0x[0-9a-f]+", with: "", options: .regularExpression)
    }

    // MARK: Which views take part

    private func collect(_ view: UIView, constraints: inout [NSLayoutConstraint], stacks: inout [UIStackView],
                         marked: inout [UIView]) {
        if !view.heldConstraints.isEmpty {
            constraints += view.heldConstraints
            for constraint in view.heldConstraints {
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let owner = Self.view(of: item), owner.isDescendant(of: root) { marked.append(owner) }
                }
            }
        }
        if view !== root && !view.translatesAutoresizingMaskIntoConstraints { marked.append(view) }
        if let stack = view as? UIStackView, !stack.arrangedSubviews.isEmpty {
            stacks.append(stack)
            marked.append(stack)
        }
        for subview in view.subviews { collect(subview, constraints: &constraints, stacks: &stacks, marked: &marked) }
    }

    /// Marks `view` and its ancestors up to the root.
    private mutating func involve(_ view: UIView) {
        var current: UIView? = view
        while let candidate = current, candidate !== root, involved.insert(ObjectIdentifier(candidate)).inserted {
            current = candidate.superview
        }
    }

    private mutating func order(_ view: UIView) {
        guard involved.contains(ObjectIdentifier(view)) else { return }
        laidOut.append(view)
        for subview in view.subviews { order(subview) }
    }

    /// For each shown arranged view of a stack but the first, the one before it along the stack's axis.
    private func arrangedBefore(in stacks: [UIStackView]) -> [ObjectIdentifier: (view: UIView, axis: NSLayoutConstraint.Axis)] {
        var before: [ObjectIdentifier: (view: UIView, axis: NSLayoutConstraint.Axis)] = [:]
        for stack in stacks {
            let shown = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack && isInTree($0) }
            for (previous, next) in zip(shown, shown.dropFirst()) { before[ObjectIdentifier(next)] = (previous, stack.axis) }
        }
        return before
    }

    private func isInTree(_ view: UIView) -> Bool {
        involved.contains(ObjectIdentifier(view))
    }

    // MARK: Constraints

    private mutating func translate(_ constraint: NSLayoutConstraint,
                                    _ attributes: LayoutAttributes) -> (LayoutEngine.Key, LinearConstraint)? {
        guard let first = constraint.firstItem, let firstView = Self.view(of: first), isInTree(firstView) else { return nil }
        noteGuide(first, constraint.firstAttribute)
        var rhs = LayoutAttributes.Value(rest: LinearExpression())
        var secondView: UIView?
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let view = Self.view(of: second), isInTree(view) else { return nil }
            noteGuide(second, constraint.secondAttribute)
            secondView = view
            rhs = attributes.value(constraint.secondAttribute, of: second, relatedTo: first)
        }
        let lhs = attributes.value(constraint.firstAttribute, of: first, relatedTo: constraint.secondItem)
        let difference = attributes.difference(lhs, rhs, multiplier: Double(constraint.multiplier), views: (firstView, secondView))
        let made = LinearConstraint(difference - Double(constraint.constant), Self.relation(constraint.relation),
                                    strength: constraint.priority.strength())
        return (LayoutEngine.Key(owner: ObjectIdentifier(constraint), role: Role.user.rawValue), made)
    }

    /// Notes a guide the constraint uses: the item itself, or a view's margins guide when the
    /// attribute is a margin (`leadingMargin` is the margins guide's leading edge).
    private mutating func noteGuide(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        let margins = LayoutAttributes.unmargined(attribute) != attribute ? (item as? UIView)?.layoutMarginsGuide : nil
        guard let guide = margins ?? (item as? UILayoutGuide), guideSet.insert(ObjectIdentifier(guide)).inserted else { return }
        guides.append(guide)
    }

    private static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    mutating func want(_ owner: AnyObject, _ role: Role, offset: Int = 0, _ expression: LinearExpression,
                       _ relation: Relation = .equal, _ strength: Strength = .required) {
        wanted.append((LayoutEngine.Key(owner: ObjectIdentifier(owner), role: role.rawValue + offset),
                       LinearConstraint(expression, relation, strength: strength)))
    }

    // MARK: Each view's own constraints

    private mutating func addStructure(of view: UIView) {
        let rect = engine.rect(for: view)
        if view === root {
            addRootSize(rect)
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            addAutoresizing(of: view, rect: rect, in: superview)
        } else {
            let size = addIntrinsicSize(of: view, rect: rect)
            // What the constraints leave open is not settled with a negative size (UIKit shows such
            // views empty); an intrinsic size's compression resistance already keeps it above zero.
            if size.width == UIView.noIntrinsicMetric {
                want(view, .nonNegativeWidth, LinearExpression(rect.width), .greaterThanOrEqual, Self.settlingStrength)
            }
            if size.height == UIView.noIntrinsicMetric {
                want(view, .nonNegativeHeight, LinearExpression(rect.height), .greaterThanOrEqual, Self.settlingStrength)
            }
        }
    }

    /// Below every priority an app can give.
    static let settlingStrength = Strength(level: 0.02)

    private mutating func addRootSize(_ rect: LayoutRect) {
        want(root, .rootX, LinearExpression(rect.x))
        want(root, .rootY, LinearExpression(rect.y))
        switch rootSize {
        case .bounds:
            want(root, .rootWidth, rect.width - Double(root.bounds.width))
            want(root, .rootHeight, rect.height - Double(root.bounds.height))
        case let .fitting(target, horizontal, vertical):
            want(root, .rootWidth, rect.width - Double(target.width), .equal, horizontal.strength())
            want(root, .rootHeight, rect.height - Double(target.height), .equal, vertical.strength())
            addIntrinsicSize(of: root, rect: rect)
        }
    }

    /// The autoresizing mask as constraints: the frame as it is, with the flexible parts taking the
    /// superview's change of size in proportion to their lengths (springs and struts).
    private mutating func addAutoresizing(of view: UIView, rect: LayoutRect, in superview: UIView) {
        let outer = engine.rect(for: superview)
        let size = superview.bounds.size
        let (horizontal, vertical) = Autoresizing.axes(of: view.layoutFrame, in: size, mask: view.autoresizingMask)
        let growX = outer.width - Double(size.width)
        let growY = outer.height - Double(size.height)
        want(view, .maskX, rect.offset(from: outer, .x) - Double(horizontal.start) - growX * horizontal.startShare)
        want(view, .maskWidth, rect.width - Double(horizontal.length) - growX * horizontal.lengthShare)
        want(view, .maskY, rect.offset(from: outer, .y) - Double(vertical.start) - growY * vertical.startShare)
        want(view, .maskHeight, rect.height - Double(vertical.length) - growY * vertical.lengthShare)
    }

    /// Compression resistance and hugging around the intrinsic content size, on each axis that has
    /// one; returns that size.
    @discardableResult
    private mutating func addIntrinsicSize(of view: UIView, rect: LayoutRect) -> CGSize {
        let size = view.layoutIntrinsicContentSize
        let weights = stackWeights[ObjectIdentifier(view)] ?? (1, 1)
        for (axis, length, intrinsic, roles) in [(NSLayoutConstraint.Axis.horizontal, rect.width, size.width, (Role.compressWidth, Role.hugWidth)),
                                                 (.vertical, rect.height, size.height, (.compressHeight, .hugHeight))]
        where intrinsic != UIView.noIntrinsicMetric {
            let excess = length - Double(intrinsic)
            want(view, roles.0, excess, .greaterThanOrEqual,
                 view.contentCompressionResistancePriority(for: axis).strength(weight: weights.compress))
            want(view, roles.1, excess, .lessThanOrEqual, view.contentHuggingPriority(for: axis).strength(weight: weights.hug))
        }
        return size
    }

    // MARK: Layout guides

    /// System guides follow their view (safe area, margins, a scroll view's frame and content origin);
    /// guides of the app's own are placed by its constraints alone.
    private mutating func addStructure(of guide: UILayoutGuide) {
        guard let owner = guide.owningView else { return }
        let rect = engine.rect(for: guide)
        let outer = engine.rect(for: owner)
        let insets: UIEdgeInsets
        switch guide.identifier {
        case UIView.safeAreaGuideIdentifier: insets = owner.safeAreaInsets
        case UIView.marginsGuideIdentifier: insets = owner.effectiveLayoutMargins
        case UIScrollView.frameGuideIdentifier: insets = .zero
        case UIScrollView.contentGuideIdentifier:
            want(guide, .guideX, LinearExpression(rect.x))
            want(guide, .guideY, LinearExpression(rect.y))
            return
        case UIView.keyboardGuideIdentifier:
            let height = Double((guide as? UIKeyboardLayoutGuide)?.coveredHeight ?? 0)
            want(guide, .guideX, LinearExpression(rect.x))
            want(guide, .guideWidth, rect.width - outer.width)
            want(guide, .guideY, rect.y - outer.height + height)
            want(guide, .guideHeight, rect.height - height)
            return
        case UIView.readableGuideIdentifier:
            return addReadableStructure(of: guide, rect: rect, outer: outer, margins: owner.effectiveLayoutMargins)
        default: return
        }
        want(guide, .guideX, rect.x - Double(insets.left))
        want(guide, .guideY, rect.y - Double(insets.top))
        want(guide, .guideWidth, rect.width - outer.width + Double(insets.left + insets.right))
        want(guide, .guideHeight, rect.height - outer.height + Double(insets.top + insets.bottom))
    }

    /// The readable content guide: the margins' area, at most `UIView.readableWidth` wide, centred in it.
    private mutating func addReadableStructure(of guide: UILayoutGuide, rect: LayoutRect, outer: LayoutRect,
                                               margins: UIEdgeInsets) {
        let room = outer.width - Double(margins.left + margins.right)
        want(guide, .guideX, rect.x - Double(margins.left), .greaterThanOrEqual)
        want(guide, .guideWidth, LinearExpression(rect.width) - Double(UIView.readableWidth), .lessThanOrEqual)
        want(guide, .readableWidth, rect.width - room, .equal, Self.readableStrength)
        want(guide, .readableCentre, rect.x + rect.width * 0.5 - Double(margins.left) - room * 0.5)
        want(guide, .guideY, rect.y - Double(margins.top))
        want(guide, .guideHeight, rect.height - outer.height + Double(margins.top + margins.bottom))
    }

    /// Above every priority an app can give, below required: the guide is as wide as the margins allow.
    static let readableStrength = Strength(level: 999.5)

    // MARK: Stack views

    private mutating func noteStackWeights(_ stack: UIStackView) {
        let shown = stack.arrangedSubviews.filter { !$0.isHidden }
        for (index, view) in shown.enumerated() {
            // Equal hugging: the first view stretches; equal resistance: the last one shrinks.
            stackWeights[ObjectIdentifier(view)] = (1 + Double(index) * 0.001, 1 + Double(shown.count - index) * 0.001)
        }
    }

    private mutating func addArrangement(of stack: UIStackView) {
        var arrangement = StackArrangement(stack: stack, engine: engine)
        arrangement.build()
        for (offset, made) in arrangement.constraints.enumerated() {
            wanted.append((LayoutEngine.Key(owner: ObjectIdentifier(stack), role: Role.stack.rawValue + offset), made))
        }
    }
}
