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
    private var installed: [Key: LinearConstraint] = [:]
    private var refused: [Key: LinearConstraint] = [:]
    /// The multi-line labels placed in the last pass, whose height depends on their solved width.
    var laidOutLabels: [UILabel] = []

    /// The unknowns of `item`'s rectangle (a view or layout guide), made on first use.
    func rect(for item: AnyObject) -> LayoutRect {
        let id = ObjectIdentifier(item)
        seen.insert(id)
        if let known = rects[id] { return known.rect }
        let made = LayoutRect(Self.name(of: item))
        rects[id] = (item, made)
        return made
    }

    /// The solved rectangle of `item` in the root's coordinates, if the last pass placed it.
    func solvedRect(of item: AnyObject) -> CGRect? {
        rects[ObjectIdentifier(item)]?.rect.value
    }

    /// Starts a pass: items not asked for again until `commit` are forgotten.
    func beginPass() {
        seen = []
    }

    /// Makes the solver hold exactly `wanted`, in order, and solves. Calls `refuse` for each required
    /// constraint that can't be satisfied with those before it, the first time it is refused.
    func commit(_ wanted: [(Key, LinearConstraint)], refuse: (Key, LinearConstraint) -> Void) {
        var wantedKeys: [Key: LinearConstraint] = [:]
        wantedKeys.reserveCapacity(wanted.count)
        for (key, constraint) in wanted { wantedKeys[key] = constraint }
        for (key, constraint) in installed {
            if let next = wantedKeys[key], Self.same(next, constraint) { continue }
            try? solver.removeConstraint(constraint)
            installed[key] = nil
        }
        for (key, constraint) in wanted where installed[key] == nil {
            do {
                try solver.addConstraint(constraint)
                installed[key] = constraint
                refused[key] = nil
            } catch {
                if let earlier = refused[key], Self.same(earlier, constraint) { continue }
                refused[key] = constraint
                refuse(key, constraint)
            }
        }
        for key in refused.keys where wantedKeys[key] == nil { refused[key] = nil }
        rects = rects.filter { seen.contains($0.key) }
    }



    /// Writes the solution into the variables.
    func updateVariables() {
        solver.updateVariables()
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
