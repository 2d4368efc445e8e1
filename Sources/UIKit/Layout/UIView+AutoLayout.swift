import Cassowary
import Foundation

/// The layout pass: constraints brought up to date (`updateConstraints`), the tree's engine solved,
/// then each view's `layoutSubviews()` (whose default places subviews where the engine says) from
/// the top down, surrounded by its controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`.
extension UIView {
    /// The top of this view's tree: the view with no superview.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Runs the pass for this view's subtree; the whole tree's engine is solved first.
    func layoutSubtreeIfNeeded() {
        _ = layoutRoot.solvedLayoutEngine()
        runLayoutPass()
    }

    private func runLayoutPass() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSublayers(of: layer)
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.runLayoutPass() }
    }

    /// What the default `layoutSubviews()` does: each subview the engine placed gets its solved
    /// frame, its edges rounded to the screen's pixels as UIKit rounds them.
    func applyEngineFrames() {
        guard let engine = layoutRoot.solvedLayoutEngine(), let mine = engine.solvedRect(of: self) else { return }
        let scale = UIScreen.main.scale
        let origin = Self.pixelAligned(mine, scale: scale).origin
        for subview in subviews {
            guard let solved = engine.solvedRect(of: subview) else { continue }
            var frame = Self.pixelAligned(solved, scale: scale)
            frame.origin.x -= origin.x
            frame.origin.y -= origin.y
            if subview.layoutFrame != frame {
                LayoutInvalidation.isApplyingSolution = true
                subview.layoutFrame = frame
                LayoutInvalidation.isApplyingSolution = false
            }
        }
    }

    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func align(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = align(rect.minX), minY = align(rect.minY)
        return CGRect(x: minX, y: minY, width: align(rect.maxX) - minX, height: align(rect.maxY) - minY)
    }

    /// This root's engine, caught up with every change since its last pass; nil when no view of the
    /// tree uses Auto Layout.
    func solvedLayoutEngine() -> LayoutEngine? {
        if layoutEngineGeneration == LayoutInvalidation.generation { return layoutEngineStorage }
        updateConstraintsTreeIfNeeded()
        // Multi-line labels learn their width from one solve and may need another (at most 4).
        for _ in 0..<4 {
            let engine = layoutEngineStorage ?? LayoutEngine()
            guard solve(engine, rootSize: .bounds) else {
                layoutEngineStorage = nil
                break
            }
            layoutEngineStorage = engine
            if !engine.updateLabelWidths() { break }
        }
        layoutEngineGeneration = LayoutInvalidation.generation
        return layoutEngineStorage
    }

    /// Builds this tree's system into `engine` and solves it; false when nothing uses Auto Layout.
    func solve(_ engine: LayoutEngine, rootSize: LayoutSystem.RootSize) -> Bool {
        var system = LayoutSystem(root: self, engine: engine, rootSize: rootSize)
        guard system.build() else { return false }
        engine.laidOutLabels = system.laidOut.compactMap { $0 as? UILabel }
        engine.commit(system.wanted) { key, _ in
            LayoutDiagnostics.reportUnsatisfiable(system.describe(key), among: system.describeRequired(near: key))
        }
        engine.updateVariables()
        // A view whose solved frame moved asks its superview for layout, as UIKit's engine does.
        guard case .bounds = rootSize else { return true }
        let scale = UIScreen.main.scale
        for view in system.laidOut {
            guard let superview = view.superview, !superview.needsLayout,
                  let solved = engine.solvedRect(of: view), let outer = engine.solvedRect(of: superview) else { continue }
            let frame = Self.pixelAligned(solved, scale: scale)
            let origin = Self.pixelAligned(outer, scale: scale).origin
            if frame.offsetBy(dx: -origin.x, dy: -origin.y) != view.layoutFrame { superview.setNeedsLayout() }
        }
        return true
    }

    // MARK: updateConstraints

    /// Calls `updateConstraints()` where it was asked for, deepest views first, as UIKit does; a
    /// controller's root view asks its controller (`updateViewConstraints()`).
    func updateConstraintsTreeIfNeeded() {
        for subview in subviews { subview.updateConstraintsTreeIfNeeded() }
        guard needsConstraintUpdate else { return }
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        needsConstraintUpdate = false
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        LayoutInvalidation.bump()
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs `updateConstraints()` now in this subtree where it was asked for.
    public func updateConstraintsIfNeeded() {
        updateConstraintsTreeIfNeeded()
    }

    // MARK: Fitting sizes

    /// The size Auto Layout gives the view when its size is only asked to be near `targetSize`
    /// (`layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the largest).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsTreeIfNeeded()
        let engine = LayoutEngine()
        let target = CGSize(width: min(targetSize.width, 1e7), height: min(targetSize.height, 1e7))
        let rootSize = LayoutSystem.RootSize.fitting(target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        // Multi-line labels wrap at the width one solve gives them, then the size is solved again (at most 4 times).
        for _ in 0..<4 {
            guard solve(engine, rootSize: rootSize) else { return bounds.size }
            if !engine.updateLabelWidths() { break }
        }
        guard let size = engine.solvedRect(of: self)?.size else { return bounds.size }
        let scale = UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)
}

extension UIView {
    /// Whether any constraint in this subtree places a view (a self-sizing cell's content).
    var constraintsAffectLayout: Bool {
        if !heldConstraints.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.constraintsAffectLayout }
    }
}
