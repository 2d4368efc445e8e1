import Foundation

/// imsim's finger: delivers touches to a view tree as UIKit does. Each event hit-tests the fingers that
/// go down (the deepest view that takes touches), gives every touch to the recognizers of its view and
/// of the views above it first, settles which recognizers may recognize (failure requirements, the
/// delegate, one at a time unless both allow), sends their actions, then gives the touches to the view
/// along the responder chain, unless a recognizer that cancels touches in its view took them. Time
/// is the touches' timestamps: each event comes `after` seconds of the run's clock, so holds and
/// speeds are exact. `finish()` ends the gesture: recognizers still waiting fail, all reset.
/// Main actor only.
@MainActor
package final class TouchDelivery {
    /// What a finger does in one event.
    package struct Change {
        package var finger: Int
        package var point: CGPoint
        package var phase: UITouch.Phase

        package init(finger: Int, point: CGPoint, phase: UITouch.Phase) {
            self.finger = finger
            self.point = point
            self.phase = phase
        }
    }

    package let root: UIView
    private var time: TimeInterval
    private var active: [Int: UITouch] = [:]
    /// Every recognizer a touch reached in this gesture, in the order reached.
    private var inPlay: [UIGestureRecognizer] = []
    private var stateBefore: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
    /// Recognizers that recognized while a recognizer they require to fail could still recognize.
    private var waiting: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
    /// Touches whose view got `touchesBegan`, and those taken from their view by a recognizer.
    private var delivered: Set<ObjectIdentifier> = []
    private var taken: Set<ObjectIdentifier> = []
    /// The touches each recognizer has had in this gesture.
    private var seen: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// Every touch of this gesture, lifted or not, by identity.
    private var touchesOfGesture: [ObjectIdentifier: UITouch] = [:]
    /// The recognizers allowed to recognize in this gesture, in the order allowed.
    private var accepted: [UIGestureRecognizer] = []
    private var lastTap: (point: CGPoint, time: TimeInterval, count: Int)?
    /// Told, as each finger goes down, where (root coordinates) and what it touched (nil: nothing that takes touches).
    package var onHit: ((CGPoint, UIView?) -> Void)?

    package init(root: UIView, clock: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.root = root
        time = clock
    }

    /// One event, `seconds` after the one before.
    package func send(_ changes: [Change], after seconds: TimeInterval) {
        time += seconds
        let event = UIEvent()
        event.timestamp = time
        var changed: [UITouch] = []
        for change in changes {
            let touch = active[change.finger] ?? begin(change.point)
            touch.previousPoint = change.phase == .began ? change.point : touch.point
            touch.point = change.point
            touch.phase = change.phase
            touch.timestamp = time
            active[change.finger] = touch
            changed.append(touch)
        }
        event.touches = Array(active.values)
        recognize(changed, event)
        settle()
        deliverToViews(changed, event)
        for change in changes where change.phase == .ended || change.phase == .cancelled {
            if let touch = active.removeValue(forKey: change.finger), change.phase == .ended {
                let count = lastTap.flatMap { TouchGeometry.distance($0.point, touch.point) <= 10 && time - $0.time < 0.35 ? $0.count : nil } ?? 0
                lastTap = (touch.point, time, count + 1)
            }
        }
    }

    /// Ends the gesture: recognizers still possible fail (their time ran out), those that waited on
    /// them recognize, and every recognizer returns to `.possible`.
    package func finish() {
        for recognizer in inPlay where recognizer.state == .possible && waiting[ObjectIdentifier(recognizer)] == nil {
            recognizer.state = .failed
        }
        settle()
        for recognizer in inPlay { recognizer.resetToPossible() }
        inPlay = []
        stateBefore = [:]
        waiting = [:]
        seen = [:]
        touchesOfGesture = [:]
        accepted = []
        delivered = []
        taken = []
    }

    // MARK: Steps

    private func begin(_ point: CGPoint) -> UITouch {
        let touch = UITouch()
        touch.root = root
        touch.startPoint = point
        touch.startTime = time
        touch.tapCount = lastTap.flatMap { TouchGeometry.distance($0.point, point) <= 10 && time - $0.time < 0.35 ? $0.count + 1 : nil } ?? 1
        let view = root.hitTest(point, with: nil)
        touch.view = view
        onHit?(point, view)
        var recognizers: [UIGestureRecognizer] = []
        var current = view
        while let holder = current {
            for recognizer in holder.gestureRecognizers ?? [] where recognizer.isEnabled
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                recognizers.append(recognizer)
            }
            current = holder.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            if !inPlay.contains(where: { $0 === recognizer }) {
                inPlay.append(recognizer)
                stateBefore[ObjectIdentifier(recognizer)] = recognizer.state
            }
            recognizer.trackedTouches.append(touch)
            seen[ObjectIdentifier(recognizer), default: []].insert(ObjectIdentifier(touch))
        }
        touchesOfGesture[ObjectIdentifier(touch)] = touch
        return touch
    }

    /// Gives each recognizer its touches of this event, by phase.
    private func recognize(_ touches: [UITouch], _ event: UIEvent) {
        for recognizer in inPlay where [.possible, .began, .changed].contains(recognizer.state) {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            let began = Set(mine.filter { $0.phase == .began })
            let moved = Set(mine.filter { $0.phase == .moved })
            let ended = Set(mine.filter { $0.phase == .ended })
            let cancelled = Set(mine.filter { $0.phase == .cancelled })
            if !began.isEmpty { recognizer.touchesBegan(began, with: event) }
            if !moved.isEmpty { recognizer.touchesMoved(moved, with: event) }
            if mine.contains(where: { $0.phase == .stationary }) { (recognizer as? UILongPressGestureRecognizer)?.held(event) }
            if !ended.isEmpty { recognizer.touchesEnded(ended, with: event) }
            if !cancelled.isEmpty { recognizer.touchesCancelled(cancelled, with: event) }
            let lifting = ended.union(cancelled)
            if !lifting.isEmpty {
                recognizer.lastLocation = TouchGeometry.centroid(recognizer.trackedTouches.map(\.point))
                recognizer.trackedTouches.removeAll { lifting.contains($0) }
            }
        }
    }

    /// Decides which recognizers that want to recognize may, and sends the actions of each that
    /// began, changed, ended or was cancelled.
    private func settle() {
        var progress = true
        while progress {
            progress = false
            for recognizer in inPlay {
                let key = ObjectIdentifier(recognizer)
                if let wanted = waiting[key] {
                    let requirements = requirements(of: recognizer)
                    if requirements.contains(where: Self.hasRecognized) {
                        waiting[key] = nil
                        recognizer.state = .failed
                    } else if requirements.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
                        waiting[key] = nil
                        recognizer.state = wanted
                        stateBefore[key] = .possible
                        if isPrevented(recognizer) || overlapsAControlsTap(recognizer) {
                            recognizer.state = .failed
                        } else {
                            accepted.append(recognizer)
                        }
                        progress = true
                    }
                    continue
                }
                let before = stateBefore[key] ?? .possible
                guard before == .possible, recognizer.state == .began || recognizer.state == .ended else { continue }
                if requirements(of: recognizer).contains(where: { $0.state == .possible || waiting[ObjectIdentifier($0)] != nil }) {
                    waiting[key] = recognizer.state
                    recognizer.state = .possible
                } else if !(recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
                    || !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) || isPrevented(recognizer)
                    || overlapsAControlsTap(recognizer) {
                    recognizer.state = .failed
                } else {
                    accepted.append(recognizer)
                }
            }
        }
        for recognizer in inPlay {
            let key = ObjectIdentifier(recognizer)
            let before = stateBefore[key] ?? .possible
            let now = recognizer.state
            stateBefore[key] = now
            switch now {
            case .began where before != now, .ended where before != now:
                recognizer.sendActions()
            case .changed:
                recognizer.sendActions()
            case .cancelled where before == .began || before == .changed:
                recognizer.sendActions()
            default:
                break
            }
        }
    }

    /// The recognizers `recognizer` must wait to fail: its own requirements and the delegates' say.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let declared = recognizer.failureRequirements.compactMap(\.value).filter { other in inPlay.contains { $0 === other } }
        let asked = inPlay.filter { other in
            other !== recognizer && (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
        }
        return declared + asked.filter { other in !declared.contains { $0 === other } }
    }

    /// Whether another recognizer that shares a touch was allowed to recognize first, and neither lets both.
    private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        accepted.contains { other in
            other !== recognizer && other.state != .failed && shareATouch(other, recognizer)
                && !(other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) ?? false)
                && !(recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    /// Whether `recognizer` is a single-finger single tap on a view that holds a button, switch,
    /// stepper or segmented control its touch is on: the control's own action has that tap (Apple's
    /// "Interacting with other user interface controls", iOS 6 and later).
    private func overlapsAControlsTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
              let holder = recognizer.view, let touched = seen[ObjectIdentifier(recognizer)] else { return false }
        return touched.contains { identity in
            guard let view = touchesOfGesture[identity]?.view else { return false }
            return sequence(first: view, next: \.superview).prefix { $0 !== holder }.contains { view in
                view is UIButton || view is UISwitch || view is UIStepper || view is UISegmentedControl
            }
        }
    }

    private func shareATouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !(seen[ObjectIdentifier(a)] ?? []).isDisjoint(with: seen[ObjectIdentifier(b)] ?? [])
    }

    private static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        [.began, .changed, .ended].contains(recognizer.state)
    }

    /// Gives the touches to their views, unless a recognizer that cancels touches in its view took them.
    private func deliverToViews(_ touches: [UITouch], _ event: UIEvent) {
        for touch in touches {
            let key = ObjectIdentifier(touch)
            guard let view = touch.view, !taken.contains(key) else { continue }
            let recognized = (touch.gestureRecognizers ?? []).contains { Self.hasRecognized($0) && $0.cancelsTouchesInView }
            if recognized {
                taken.insert(key)
                if delivered.contains(key) { view.touchesCancelled([touch], with: event) }
                continue
            }
            switch touch.phase {
            case .began:
                delivered.insert(key)
                view.touchesBegan([touch], with: event)
            case .moved:
                view.touchesMoved([touch], with: event)
            case .ended:
                view.touchesEnded([touch], with: event)
            case .cancelled:
                view.touchesCancelled([touch], with: event)
            default:
                continue
            }
        }
    }
}
