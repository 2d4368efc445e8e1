import Foundation
@testable import UIKit

/// Scripted fingers for tests: taps, holds, drags and pinches through `TouchDelivery`, each event a
/// sixtieth of a second after the one before unless said.
@MainActor
struct FingerScript {
    let delivery: TouchDelivery

    init(_ root: UIView) {
        delivery = TouchDelivery(root: root, clock: 100)
    }

    func tap(_ point: CGPoint, times: Int = 1) {
        for _ in 0..<times {
            delivery.send([.init(finger: 1, point: point, phase: .began)], after: 0.1)
            delivery.send([.init(finger: 1, point: point, phase: .ended)], after: 0.05)
        }
        delivery.finish()
    }

    func hold(_ point: CGPoint, for seconds: TimeInterval, thenMoveTo next: CGPoint? = nil) {
        delivery.send([.init(finger: 1, point: point, phase: .began)], after: 0.1)
        delivery.send([.init(finger: 1, point: point, phase: .stationary)], after: seconds)
        if let next { delivery.send([.init(finger: 1, point: next, phase: .moved)], after: 1.0 / 60) }
        delivery.send([.init(finger: 1, point: next ?? point, phase: .ended)], after: 1.0 / 60)
        delivery.finish()
    }

    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, seconds: TimeInterval = 0.2) {
        delivery.send([.init(finger: 1, point: start, phase: .began)], after: 0.1)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            delivery.send([.init(finger: 1, point: point, phase: .moved)], after: seconds / Double(steps))
        }
        delivery.send([.init(finger: 1, point: end, phase: .ended)], after: 1.0 / 60)
        delivery.finish()
    }

    func pinch(centre: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, steps: Int = 10) {
        func fingers(_ distance: CGFloat, _ phase: UITouch.Phase) -> [TouchDelivery.Change] {
            [.init(finger: 1, point: CGPoint(x: centre.x - distance / 2, y: centre.y), phase: phase),
             .init(finger: 2, point: CGPoint(x: centre.x + distance / 2, y: centre.y), phase: phase)]
        }
        delivery.send(fingers(startDistance, .began), after: 0.1)
        for step in 1...steps {
            delivery.send(fingers(startDistance + (endDistance - startDistance) * CGFloat(step) / CGFloat(steps), .moved), after: 1.0 / 60)
        }
        delivery.send(fingers(endDistance, .ended), after: 1.0 / 60)
        delivery.finish()
    }
}

/// Records each action a recognizer sends, with its state then.
@MainActor
final class RecognizerLog: NSObject, SelectorActionTarget {
    var entries: [String] = []

    func performAction(_ action: Selector, sender: Any?) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        entries.append("\(action.name) \(Self.name(recognizer.state))")
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        @unknown default: "?"
        }
    }
}
