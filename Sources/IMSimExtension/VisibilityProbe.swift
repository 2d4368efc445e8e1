import IMSimCore
import UIKit

/// Where a view is on the phone's screen and whether a person can see it and a finger touch it:
/// its rectangle clipped by the ancestors that clip and by the extension's area, then what a touch
/// at the centre of what is left reaches (`hitTest(_:with:)`), as iOS delivers a tap.
@MainActor
struct VisibilityProbe {
    let root: UIView
    /// Where the root view's top left corner is on the screen.
    let screenOrigin: CGPoint
    /// How far below the root's top edge the keyboard's top is while it is up: what is under it is covered.
    let keyboardTop: CGFloat?
    /// What readings of the screen found of each view (`memoizing(keeping:)`).
    private var memo: PlacementMemo?

    init(root: UIView, screenOrigin: CGPoint, keyboardTop: CGFloat? = nil) {
        self.root = root
        self.screenOrigin = screenOrigin
        self.keyboardTop = keyboardTop
    }

    /// The root's area a person sees: its bounds, above the keyboard while it is up.
    private var uncoveredArea: CGRect {
        guard let keyboardTop, keyboardTop < root.bounds.height else { return root.bounds }
        // In the root's bounds, which a scrolled root (a table view controller's) has moved.
        return CGRect(x: root.bounds.minX, y: root.bounds.minY, width: root.bounds.width, height: max(0, keyboardTop))
    }

    /// The view's frame on the screen.
    func screenFrame(of view: UIView) -> ScreenRect {
        let rect = rootRect(of: view)
        return ScreenRect(x: Double(rect.minX + screenOrigin.x), y: Double(rect.minY + screenOrigin.y),
                          width: Double(rect.width), height: Double(rect.height))
    }

    /// The part of the view not clipped away, in the root's coordinates; nil when none is left.
    func visibleRect(of view: UIView) -> CGRect? {
        var visible = rootRect(of: view)
        var ancestor = view.superview
        while let clipper = ancestor {
            if clipper === root {
                visible = visible.intersection(uncoveredArea)
            } else if clipper.clipsToBounds {
                visible = visible.intersection(rootRect(of: clipper))
            }
            ancestor = clipper.superview
        }
        return visible.isNull || visible.width <= 0 || visible.height <= 0 ? nil : visible
    }

    /// This probe, keeping each view's place once read: for reading a whole screen, during which
    /// nothing moves (a tap, which may scroll, uses a probe without). With `kept`, what earlier
    /// readings found stands while nothing that decides it changed.
    func memoizing(keeping kept: PlacementMemo = PlacementMemo()) -> VisibilityProbe {
        var probe = self
        kept.begin(root: root, screenOrigin: screenOrigin, keyboardTop: keyboardTop)
        probe.memo = kept
        return probe
    }

    /// Where `view` is on the screen and why a person could not see it or, for an element a person
    /// `touched`, a finger could not tap it (nil when nothing keeps it): a control a finger reaches
    /// through a label that takes no touches is still hidden from the eye by it.
    func placement(of view: UIView, touched: Bool) -> PlacementMemo.Placement {
        let find = { PlacementMemo.Placement(frame: screenFrame(of: view),
                                             obstruction: touched ? untappableReason(of: view) ?? hiddenReason(of: view) : hiddenReason(of: view)) }
        return memo?.placement(of: view, touched: touched, finding: find) ?? find()
    }

    /// The view's bounds in the root's coordinates.
    private func rootRect(of view: UIView) -> CGRect {
        guard let memo else { return view.convert(view.bounds, to: root) }
        return memo.rootRect(of: view) { view.convert(view.bounds, to: root) }
    }

    /// Why a person could not see the view; nil when some of it shows.
    func hiddenReason(of view: UIView) -> String? {
        if let reason = unseenReason(of: view) { return reason }
        guard let visible = visibleRect(of: view) else { return nil }
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        if let front = Self.frontmost(at: centre, in: root), front !== view, !front.isDescendant(of: view),
           !view.isDescendant(of: front) {
            return "covered by \(name(front))"
        }
        return nil
    }

    /// Why nothing of the view can show, whatever is in front of it: no size, hidden, transparent, clipped.
    private func unseenReason(of view: UIView) -> String? {
        if view.bounds.width <= 0 || view.bounds.height <= 0 { return "zero-sized (\(Self.size(view.bounds.size)))" }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return candidate === view ? "hidden" : "inside hidden \(name(candidate))" }
            if candidate.alpha < 0.01 { return "transparent (alpha \(candidate.alpha) on \(name(candidate)))" }
            current = candidate.superview
        }
        return visibleRect(of: view) == nil ? outsideReason(of: view) : nil
    }

    /// Why a finger could not tap the view: hidden, covered, outside, or touches off on the way; and
    /// what the finger would touch instead. Nil when a tap at its centre reaches it.
    func untappableReason(of view: UIView) -> String? {
        // What covers a control without taking touches (a label) lets the finger through, as on iOS.
        if let reason = unseenReason(of: view) {
            return reason + fingerWouldTouch(view)
        }
        guard let visible = visibleRect(of: view) else { return nil }
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        let hit = root.hitTest(centre, with: nil)
        if let hit, hit === view || hit.isDescendant(of: view) { return nil }
        var current: UIView? = view
        while let candidate = current {
            if !candidate.isUserInteractionEnabled {
                return "it takes no touches (isUserInteractionEnabled is false on \(name(candidate)))"
                    + fingerWouldTouch(view)
            }
            current = candidate.superview
        }
        return "covered by \(hit.map(name) ?? "nothing that takes touches")" + fingerWouldTouch(view)
    }

    private func fingerWouldTouch(_ view: UIView) -> String {
        let rect = visibleRect(of: view) ?? rootRect(of: view)
        let point = CGPoint(x: rect.midX, y: rect.midY)
        let onScreen = "(\(Self.number(point.x + screenOrigin.x)), \(Self.number(point.y + screenOrigin.y)))"
        guard root.bounds.contains(point) else { return "; a finger at \(onScreen) is outside the extension" }
        if !uncoveredArea.contains(point) { return "; a finger at \(onScreen) would touch the keyboard" }
        let hit = root.hitTest(point, with: nil)
        return "; a finger at \(onScreen) would touch \(hit.map(name) ?? "nothing")"
    }

    private func outsideReason(of view: UIView) -> String {
        let rect = rootRect(of: view)
        // Content a scroll view holds out of sight is reached by scrolling, wherever it lies.
        var ancestor = view.superview
        while let clipper = ancestor, clipper !== root {
            if clipper.clipsToBounds, !rect.intersects(rootRect(of: clipper)) {
                if let scrollView = clipper as? UIScrollView {
                    return "scrolled out of view in \(name(scrollView))" + (scrollView.isScrollEnabled ? " (a swipe or a drag scrolls it)" : "")
                }
                if rect.intersects(root.bounds) { return "clipped by \(name(clipper))" }
            }
            ancestor = clipper.superview
        }
        if rect.intersects(root.bounds), !rect.intersects(uncoveredArea) {
            return "covered by the keyboard (up while a text field is edited)"
        }
        if !rect.intersects(root.bounds) {
            let side = rect.minY >= root.bounds.maxY ? "below" : rect.maxY <= root.bounds.minY ? "above"
                : rect.minX >= root.bounds.maxX ? "right of" : "left of"
            return "outside the extension's area (\(side) it: \(Self.rect(rect)) in \(Self.rect(root.bounds)))"
        }
        return "outside the extension's area"
    }

    /// The frontmost visible view drawn at `point` (touch settings aside), as a person sees it.
    static func frontmost(at point: CGPoint, in view: UIView) -> UIView? {
        guard !view.isHidden, view.alpha >= 0.01, view.bounds.contains(point) else { return nil }
        for subview in view.subviews.reversed() {
            if let found = frontmost(at: subview.pointFromSuperview(point), in: subview) { return found }
        }
        return view.draws ? view : nil
    }

    static func describe(_ view: UIView) -> String { VisibleName.describe(view) }

    /// The view as a reason names it; a kept reason stands only while each view it names is named so.
    private func name(_ view: UIView) -> String {
        let name = Self.describe(view)
        memo?.note(name, of: view)
        return name
    }

    /// The value with at most one decimal, as `%.1f` prints it, without the cost of a format string.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded() { return String(Int(value)) }
        let tenths = (Double(value) * 10).rounded()
        let whole = Int(abs(tenths) / 10)
        return (tenths < 0 ? "-" : "") + "\(whole).\(Int(abs(tenths)) % 10)"
    }

    private static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }

    private static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(size(rect.size)))"
    }
}

private extension UIView {
    /// Whether anything of the view itself is drawn: a background, or content of its own.
    var draws: Bool {
        var alpha: CGFloat = 0
        if let color = backgroundColor, color.getRed(nil, green: nil, blue: nil, alpha: &alpha), alpha > 0 { return true }
        return self is UILabel || self is UIControl || self is UIImageView || self is UITextView
    }
}

extension ScreenElement.Kind {
    /// Elements a person uses by touching them; the others are only read.
    var isTouched: Bool {
        switch self {
        case .label, .header, .image, .activityIndicator, .navigationBar, .sticker: false
        default: true
        }
    }
}
