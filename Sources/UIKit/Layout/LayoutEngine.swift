import Cassowary
import Foundation

/// The Auto Layout engine of one view tree: a Cassowary solver kept in step with the tree's
/// constraints. Each pass lists the constraints the tree wants (`LayoutSystem`); the engine removes
/// those that went away or changed and adds the new ones, so the solver works incrementally, as
/// UIKit's engine does. A required constraint that can't be satisfied is refused and reported.
@MainActor
final class LayoutEngine {
    /// Identifies one wanted constraint across passes: its owner and its role for that owner.
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let role: Int
    }

    private var solver = Solver()
    private var rects: [ObjectIdentifier: (item: AnyObject, rect: LayoutRect)] = [:]
    private var seen: Set<ObjectIdentifier> = []
    private weak var root: UIView?
    private var arrangedBefore: [ObjectIdentifier: (view: UIView, axis: NSLayoutConstraint.Axis)] = [:]
    private var nextSerial = 0
    private var installed: [Key: LinearConstraint] = [:]
    private var refused: [Key: LinearConstraint] = [:]
    /// The multi-line labels placed in the last pass, whose height depends on their solved width.
    var laidOutLabels: [UILabel] = []

    /// The unknowns of `item`'s rectangle (a view or layout guide), made on first use and again when
    /// its containers changed.
    func rect(for item: AnyObject) -> LayoutRect {
        let id = ObjectIdentifier(item)
        // Checked once a pass: its containers were checked with it.
        if seen.contains(id), let known = rects[id] { return known.rect }
        let outer = containerItem(of: item).map { rect(for: $0) }
        let previous = arrangedBefore[id]
        let before = previous.map { rect(for: $0.view) }
        let containerX = previous?.axis == .horizontal ? before : outer
        let containerY = previous?.axis == .vertical ? before : outer
        seen.insert(id)
        if let known = rects[id], known.rect.containerX === containerX, known.rect.containerY === containerY {
            return known.rect
        }
        let made = LayoutRect(Self.name(of: item), containerX: containerX, containerY: containerY)
        made.serial = nextSerial
        nextSerial += 1
        rects[id] = (item, made)
        return made
    }

    /// What `item`'s origin is relative to: a view's superview, a guide's owning view; nil for the root.
    private func containerItem(of item: AnyObject) -> UIView? {
        if item === root { return nil }
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The solved rectangle of `item` in the root's coordinates, if the last pass placed it.
    func solvedRect(of item: AnyObject) -> CGRect? {
        rects[ObjectIdentifier(item)]?.rect.value
    }

    /// Starts a pass over the tree of `root`: items not asked for again until `commit` are forgotten.
    /// `arrangedBefore` gives, for each shown arranged view but a stack's first, the one before it
    /// along its stack's axis (the container of its position on that axis).
    func beginPass(root: UIView, arrangedBefore: [ObjectIdentifier: (view: UIView, axis: NSLayoutConstraint.Axis)]) {
        self.root = root
        self.arrangedBefore = arrangedBefore
        seen = []
    }

    /// Makes the solver hold exactly `wanted` and solves. Calls `refuse` for each required constraint
    /// that can't be satisfied with the required ones before it, the first time it is refused.
    /// Changes go to the solver in two batches, removals then additions, each optimized once; additions
    /// go required first (in order), then by falling priority, which keeps the tableau small on the way.
    func commit(_ wanted: [(Key, LinearConstraint)], refuse: (Key, LinearConstraint) -> Void) {
        var wantedKeys: [Key: LinearConstraint] = [:]
        wantedKeys.reserveCapacity(wanted.count)
        for (key, constraint) in wanted { wantedKeys[key] = constraint }
        var removed: [LinearConstraint] = []
        for (key, constraint) in installed {
            if let next = wantedKeys[key], Self.same(next, constraint) { continue }
            removed.append(constraint)
            installed[key] = nil
        }
        solver.removeConstraints(removed)
        if installed.isEmpty, let path = ProcessInfo.processInfo.environment["IMSIM_LAYOUT_SYSTEM"] {
            LayoutSystemFile.write(wanted.map(\.1), to: path)
        }
        let added = wanted.enumerated().filter { installed[$0.element.0] == nil }
            .sorted { ($0.element.1.strength.level, -$0.offset) > ($1.element.1.strength.level, -$1.offset) }
            .map(\.element)
        var keys: [ObjectIdentifier: Key] = [:]
        for (key, constraint) in added { keys[ObjectIdentifier(constraint)] = key }
        var refusedNow: Set<Key> = []
        for (constraint, _) in solver.addConstraints(added.map(\.1)) {
            guard let key = keys[ObjectIdentifier(constraint)] else { continue }
            refusedNow.insert(key)
            if let earlier = refused[key], Self.same(earlier, constraint) { continue }
            refused[key] = constraint
            refuse(key, constraint)
        }
        for (key, constraint) in added where !refusedNow.contains(key) {
            installed[key] = constraint
            refused[key] = nil
        }
        for key in refused.keys where wantedKeys[key] == nil { refused[key] = nil }
        rects = rects.filter { seen.contains($0.key) }
    }

    /// The size of the solver's tableau.
    var solverSize: (rows: Int, cells: Int) { solver.tableauSize }

    /// Writes the solution into the variables and the rectangles.
    func updateVariables() {
        solver.updateVariables()
        // Containers are made before what they contain, so in order of making each finds its own solved.
        for rect in rects.values.map(\.rect).sorted(by: { $0.serial < $1.serial }) { rect.solve() }
    }

    /// Gives each multi-line label its solved width to wrap in; true if any label's changed.
    func updateLabelWidths() -> Bool {
        var changed = false
        for label in laidOutLabels where label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 {
            guard let width = solvedRect(of: label)?.width, abs(width - label.layoutWidthHint) > 0.01 else { continue }
            label.layoutWidthHint = width
            changed = true
        }
        return changed
    }

    /// True if the two constraints say the same thing about the same unknowns.
    static func same(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength,
              a.expression.constant == b.expression.constant,
              a.expression.terms.count == b.expression.terms.count else { return false }
        for (x, y) in zip(a.expression.terms, b.expression.terms) {
            guard x.variable === y.variable, x.coefficient == y.coefficient else { return false }
        }
        return true
    }

    private static func name(of item: AnyObject) -> String {
        _typeName(type(of: item), qualified: false)
    }
}
