import Foundation
import IMSimCore
import UIKit

/// What readings of the screen found: its elements, kept while no view changed how it looks or what
/// it says (`Appearance.generation`); and of each view its rectangle in the root's coordinates and
/// where it is on the screen with what keeps it from an eye or a finger, kept while nothing that
/// decides them changed (`ViewPlacement.generation`, the root, the root's place on the screen): a
/// label's new text alone does not move anything, so a screen that only changed its words is read
/// without hit testing every element again.
@MainActor
final class PlacementMemo {
    struct Placement: Equatable {
        var frame: ScreenRect
        var obstruction: String?
    }

    private struct Stamp: Equatable {
        var generation: Int
        var root: ObjectIdentifier
        var screenOrigin: CGPoint
        /// The keyboard's top while it is up: what it covers changes with it.
        var keyboardTop: CGFloat?
    }

    private struct Key: Hashable {
        var view: ObjectIdentifier
        var touched: Bool
    }

    /// A placement and the views its reason names (by their text, which may change where nothing moved).
    @MainActor
    private struct Kept {
        var placement: Placement
        var names: [(view: UIView, name: String)]

        var namesStand: Bool { names.allSatisfy { VisibleName.describe($0.view) == $0.name } }
    }

    /// The elements the last reading found, and when: kept while no view changed how it looks or
    /// what it says (`Appearance.generation`, which every property the reading reads moves).
    private var elementsStamp: Stamp?
    private var keptElements: [ScreenElement] = []
    /// How many times the elements were read (not kept).
    private(set) var elementReadings = 0
    private var stamp: Stamp?
    private var rootRects: [ObjectIdentifier: CGRect] = [:]
    private var placements: [Key: Kept] = [:]
    /// How many placements were found (not kept).
    private(set) var findings = 0
    /// The views named while a placement is being found.
    private var naming: [(view: UIView, name: String)] = []
    /// Set (`IMSIM_VERIFY_SCREEN_MEMO`, as imsim's own tests do): whatever is kept (elements,
    /// placements) is found again and must be the same, or the process stops naming both answers.
    static let verifies = ProcessInfo.processInfo.environment["IMSIM_VERIFY_SCREEN_MEMO"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// Starts a reading of the screen under `root`: what was kept stands only if nothing moved since.
    func begin(root: UIView, screenOrigin: CGPoint, keyboardTop: CGFloat?) {
        let now = Stamp(generation: ViewPlacement.generation, root: ObjectIdentifier(root), screenOrigin: screenOrigin,
                        keyboardTop: keyboardTop)
        guard now != stamp else { return }
        stamp = now
        rootRects.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
    }

    /// The elements under `root`: those the last reading found while nothing changed since, else
    /// `reading()`'s.
    func elements(of root: UIView, screenOrigin: CGPoint, keyboardTop: CGFloat?,
                  reading: () -> [ScreenElement]) -> [ScreenElement] {
        let now = Stamp(generation: Appearance.generation, root: ObjectIdentifier(root), screenOrigin: screenOrigin,
                        keyboardTop: keyboardTop)
        if now == elementsStamp {
            if Self.verifies {
                let found = reading()
                precondition(found == keptElements, "imsim: the kept screen of \(VisibleName.describe(root)) is \(keptElements), found \(found)")
            }
            return keptElements
        }
        elementReadings += 1
        let found = reading()
        // A reading that changed something as it went (stickers loaded) is not kept.
        elementsStamp = Appearance.generation == now.generation ? now : nil
        keptElements = found
        return found
    }

    func rootRect(of view: UIView, finding: () -> CGRect) -> CGRect {
        let key = ObjectIdentifier(view)
        if let rect = rootRects[key] { return rect }
        let rect = finding()
        rootRects[key] = rect
        return rect
    }

    func placement(of view: UIView, touched: Bool, finding: () -> Placement) -> Placement {
        let key = Key(view: ObjectIdentifier(view), touched: touched)
        if let kept = placements[key], kept.namesStand {
            if Self.verifies {
                let found = finding()
                precondition(found == kept.placement,
                             "imsim: the kept placement of \(VisibleName.describe(view)) is \(kept.placement), found \(found)")
            }
            return kept.placement
        }
        naming.removeAll(keepingCapacity: true)
        findings += 1
        let found = finding()
        placements[key] = Kept(placement: found, names: naming)
        return found
    }

    /// Notes that the reason being found names `view` as `name`.
    func note(_ name: String, of view: UIView) {
        naming.append((view, name))
    }
}
