import Foundation
import IMSimCore
import UIKit

/// A finger on the extension's screen: each gesture goes through UIKit's touch delivery
/// (`TouchDelivery`) at points of the extension's view, hit-tested as on a phone, so what a finger
/// would touch gets it, recognizers first. `record` is told what each finger touched.
extension ControlFinder {
    func perform(_ gesture: FingerGesture, record: @escaping (String) -> Void) -> String? {
        guard root.isViewLoaded, let screen = root.view else { return "the extension shows no view" }
        let delivery = TouchDelivery(root: screen)
        delivery.onHit = { point, view in
            let at = "(\(ControlGesture.number((Double(point.x) * 10).rounded() / 10)), \(ControlGesture.number((Double(point.y) * 10).rounded() / 10)))"
            record("a finger at \(at) touched " + (view.map(VisibilityProbe.describe) ?? "nothing that takes touches"))
        }
        let tick = 1.0 / 60
        switch gesture {
        case let .tap(place, times):
            guard case let .found(point) = where_(place, in: screen) else { return problem(place, in: screen) }
            for _ in 0..<times {
                delivery.send([.init(finger: 1, point: point, phase: .began)], after: 0.1)
                delivery.send([.init(finger: 1, point: point, phase: .ended)], after: 0.05)
            }
        case let .longPress(place, seconds):
            guard case let .found(point) = where_(place, in: screen) else { return problem(place, in: screen) }
            delivery.send([.init(finger: 1, point: point, phase: .began)], after: 0.1)
            delivery.send([.init(finger: 1, point: point, phase: .stationary)], after: seconds)
            delivery.send([.init(finger: 1, point: point, phase: .ended)], after: tick)
        case let .drag(points, viewName, steps):
            var path: [CGPoint] = []
            for point in points {
                guard case let .found(resolved) = where_(.point(point, in: viewName), in: screen) else {
                    return problem(.point(point, in: viewName), in: screen)
                }
                path.append(resolved)
            }
            delivery.send([.init(finger: 1, point: path[0], phase: .began)], after: 0.1)
            for (from, to) in zip(path, path.dropFirst()) {
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    delivery.send([.init(finger: 1, point: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t),
                                         phase: .moved)], after: tick)
                }
            }
            delivery.send([.init(finger: 1, point: path[path.count - 1], phase: .ended)], after: tick)
        case let .swipe(direction, viewName):
            guard case let .found(centre) = where_(viewName.map(FingerGesture.Place.view) ?? .point(Self.middle(of: screen), in: nil),
                                                   in: screen) else {
                return problem(.view(viewName ?? ""), in: screen)
            }
            let (dx, dy): (CGFloat, CGFloat) = switch direction {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
            let start = CGPoint(x: centre.x - dx * 75, y: centre.y - dy * 75)
            delivery.send([.init(finger: 1, point: start, phase: .began)], after: 0.1)
            for step in 1...6 {
                delivery.send([.init(finger: 1, point: CGPoint(x: start.x + dx * 25 * CGFloat(step), y: start.y + dy * 25 * CGFloat(step)),
                                     phase: .moved)], after: tick)
            }
            delivery.send([.init(finger: 1, point: CGPoint(x: start.x + dx * 150, y: start.y + dy * 150), phase: .ended)], after: tick)
        case let .pinch(viewName, scale):
            guard case let .found(centre) = where_(viewName.map(FingerGesture.Place.view) ?? .point(Self.middle(of: screen), in: nil),
                                                   in: screen) else {
                return problem(.view(viewName ?? ""), in: screen)
            }
            func fingers(_ distance: CGFloat, _ phase: UITouch.Phase) -> [TouchDelivery.Change] {
                [.init(finger: 1, point: CGPoint(x: centre.x - distance / 2, y: centre.y), phase: phase),
                 .init(finger: 2, point: CGPoint(x: centre.x + distance / 2, y: centre.y), phase: phase)]
            }
            delivery.send(fingers(100, .began), after: 0.1)
            for step in 1...FingerGesture.defaultSteps {
                let distance = 100 + (100 * CGFloat(scale) - 100) * CGFloat(step) / CGFloat(FingerGesture.defaultSteps)
                delivery.send(fingers(distance, .moved), after: tick)
            }
            delivery.send(fingers(100 * CGFloat(scale), .ended), after: tick)
        }
        delivery.finish()
        return nil
    }

    private enum Resolution {
        case found(CGPoint)
        case noView(String)
        case outside(CGPoint)
    }

    /// Where `place` is in the extension's view's coordinates; the point must be inside that view.
    private func where_(_ place: FingerGesture.Place, in screen: UIView) -> Resolution {
        let point: CGPoint
        switch place {
        case let .point(given, nil):
            point = CGPoint(x: given.x, y: given.y)
        case let .point(given, name?):
            guard let view = view(named: name, in: screen) else { return .noView(name) }
            point = view.convert(CGPoint(x: given.x, y: given.y), to: screen)
        case let .view(name):
            guard let view = view(named: name, in: screen) else { return .noView(name) }
            let visible = probe?.visibleRect(of: view) ?? view.convert(view.bounds, to: screen)
            point = CGPoint(x: visible.midX, y: visible.midY)
        }
        return screen.bounds.contains(point) ? .found(point) : .outside(point)
    }

    private func problem(_ place: FingerGesture.Place, in screen: UIView) -> String {
        switch where_(place, in: screen) {
        case let .noView(name):
            return "no view '\(name)' on screen; it shows \(list(visibleNames()))"
        case let .outside(point):
            func pair(_ point: CGPoint) -> String { "(\(ControlGesture.number(Double(point.x))), \(ControlGesture.number(Double(point.y))))" }
            var text = "the point \(pair(point)) is outside the extension's view "
                + "(0, 0, \(ControlGesture.number(Double(screen.bounds.width)))×\(ControlGesture.number(Double(screen.bounds.height))))"
            // Screens are listed in the phone's coordinates; a point given as one of those says where it is here.
            if case .point(_, nil) = place, let origin = probe?.screenOrigin, origin != .zero {
                text += "; points are in the extension's view, which starts at \(pair(origin)) on the phone's screen"
                let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
                if screen.bounds.contains(local) { text += ": the screen's \(pair(point)) is \(pair(local)) here" }
            }
            return text
        case .found:
            return "the gesture could not be made"
        }
    }

    /// A view by accessibility identifier or label, button title, or label text; the front-most one.
    func view(named name: String, in screen: UIView) -> UIView? {
        all(in: screen).last { isNamed($0, name) }
    }

    private func isNamed(_ view: UIView, _ name: String) -> Bool {
        view.accessibilityIdentifier == name || view.accessibilityLabel == name
            || (view as? UIButton)?.currentTitle == name || (view as? UILabel)?.text == name
            || ControlReading.isNamed(view, name)
    }

    /// What each of the views named `name` that a finger could see is part of, when there are
    /// several apart (not one inside another): a finger could not tell which is meant.
    private func severalNamed(_ name: String, in screen: UIView) -> [String] {
        let seen = all(in: screen).filter { isNamed($0, name) && isSeen($0, in: screen) }
        let apart = seen.filter { view in !seen.contains { $0 !== view && view.isDescendant(of: $0) } }
        guard apart.count > 1 else { return [] }
        return apart.map { view in
            let control = sequence(first: view, next: \.superview).first { $0 is UIControl && $0 !== view }
            return control.map { "\(VisibleName.describe(view)) in \(VisibleName.describe($0))" } ?? VisibleName.describe(view)
        }
    }

    /// Whether a person sees `view`: not see-through, in the visible area, and not covered at its middle
    /// (a finger there touches it, something in it, or what holds it).
    private func isSeen(_ view: UIView, in screen: UIView) -> Bool {
        guard sequence(first: view, next: \.superview).allSatisfy({ $0.alpha > 0.01 }),
              let visible = probe?.visibleRect(of: view) ?? Optional(view.convert(view.bounds, to: screen)) else { return false }
        guard let hit = screen.hitTest(CGPoint(x: visible.midX, y: visible.midY), with: nil) else { return true }
        return hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit)
    }

    /// What a scenario's `tap NAME` on a view that is not a control did.
    enum FingerTapOutcome {
        /// No view has the name.
        case noSuchView
        case tapped
        /// The view is there, but a finger at its middle reaches nothing that takes a tap: why.
        case reachesNothing(String)
        /// Several views apart have the name: what each is.
        case ambiguous([String])
    }

    /// A scenario's `tap NAME` on a view that is not a control but that a finger's tap would reach a
    /// recognizer or a control through (a card's title): a finger taps the middle of its visible part.
    /// A scroll view's own drag takes no tap.
    func fingerTap(named name: String) -> FingerTapOutcome {
        guard root.isViewLoaded, let screen = root.view, let view = view(named: name, in: screen) else { return .noSuchView }
        let several = severalNamed(name, in: screen)
        if !several.isEmpty { return .ambiguous(several) }
        let described = VisibleName.describe(view)
        guard let visible = probe?.visibleRect(of: view) ?? Optional(view.convert(view.bounds, to: screen)) else {
            let why = probe?.untappableReason(of: view) ?? "not on screen"
            return .reachesNothing("cannot tap \(described), which is not a control: \(why)")
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = screen.hitTest(point, with: nil)
        var current = hit
        var reachesSomething = false
        while let candidate = current, !reachesSomething {
            let scrolling = (candidate as? UIScrollView)?.panGestureRecognizer
            reachesSomething = candidate is UIControl || (candidate.gestureRecognizers ?? []).contains { $0.isEnabled && $0 !== scrolling }
            current = candidate.superview
        }
        guard reachesSomething else {
            return .reachesNothing("\(described) is not a control, and a finger at its middle would touch "
                + "\(hit.map(VisibleName.describe) ?? "nothing"), which takes no tap")
        }
        let tapped = perform(.tap(.point(FingerGesture.Point(x: Double(point.x), y: Double(point.y)), in: nil), times: 1), record: record) == nil
        return tapped ? .tapped : .reachesNothing("\(described) did not take the tap")
    }

    private static func middle(of view: UIView) -> FingerGesture.Point {
        FingerGesture.Point(x: Double(view.bounds.midX), y: Double(view.bounds.midY))
    }
}
