import Foundation
@testable import UIKit
import XCTest

/// Every scroll-view callback, with the offset and the velocity iOS reports.
private final class DragRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging tracking=\(scrollView.isTracking) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging velocity \(velocity.y) at \(scrollView.contentOffset.y) to \(targetContentOffset.pointee.y)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating at \(scrollView.contentOffset.y)") }
}

/// A finger scrolls a scroll view (its `panGestureRecognizer`), as on iOS.
@MainActor
final class ScrollViewPanningTests: XCTestCase {
    private func scrollView(contentHeight: CGFloat) -> (UIView, UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        root.addSubview(scrollView)
        return (root, scrollView)
    }

    /// Moves a finger from `start` through `points`, a sixtieth of a second apart, and lifts it.
    private func stroke(_ root: UIView, _ start: CGPoint, _ points: [CGPoint]) {
        let delivery = TouchDelivery(root: root, clock: 100)
        delivery.send([.init(finger: 1, point: start, phase: .began)], after: 0.1)
        for point in points { delivery.send([.init(finger: 1, point: point, phase: .moved)], after: 1.0 / 60) }
        delivery.send([.init(finger: 1, point: points.last ?? start, phase: .ended)], after: 1.0 / 60)
        delivery.finish()
    }

    private func line(from start: CGPoint, to end: CGPoint, steps: Int) -> [CGPoint] {
        (1...steps).map { step in
            let t = CGFloat(step) / CGFloat(steps)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    func testAFingerThatStopsBeforeLiftingLeavesTheContentWhereItDraggedIt() async {
        let (root, scrollView) = scrollView(contentHeight: 1000)
        let recorder = DragRecorder()
        scrollView.delegate = recorder
        let start = CGPoint(x: 160, y: 250)
        let end = CGPoint(x: 160, y: 130)
        stroke(root, start, line(from: start, to: end, steps: 12) + [end])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120), "the content moved with the finger")
        XCTAssertEqual(recorder.events, [
            "willBeginDragging tracking=true dragging=true",
            "willEndDragging velocity 0.0 at 120.0 to 120.0",
            "didEndDragging decelerate=false",
        ])
        XCTAssertGreaterThan(recorder.scrolls, 5, "scrollViewDidScroll at each move")
        XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
    }

    func testAQuickSwipeFlingsTheContentAsFarAsIOSProjectsIt() async throws {
        let (root, scrollView) = scrollView(contentHeight: 5000)
        let recorder = DragRecorder()
        scrollView.delegate = recorder
        // 150 points in 10 moves of a sixtieth of a second: 900 points a second at the lift.
        stroke(root, CGPoint(x: 160, y: 280), line(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 160, y: 130), steps: 10))
        // 150 dragged, then (900 / 1000) × 0.998 / 0.002 = 449.1 more.
        XCTAssertEqual(scrollView.contentOffset.y, 599.1, accuracy: 0.001)
        XCTAssertEqual(recorder.events.count, 5)
        XCTAssertEqual(recorder.events.first, "willBeginDragging tracking=true dragging=true")
        let willEnd = try XCTUnwrap(recorder.events.dropFirst().first)
        XCTAssertTrue(willEnd.hasPrefix("willEndDragging velocity 0.9"), willEnd)
        XCTAssertEqual(Array(recorder.events.suffix(3)), [
            "didEndDragging decelerate=true", "willBeginDecelerating decelerating=true", "didEndDecelerating at 599.1",
        ].map { $0.replacingOccurrences(of: "599.1", with: "\(scrollView.contentOffset.y)") })

        // A fling past the end stops at the end.
        let (shortRoot, short) = self.scrollView(contentHeight: 400)
        stroke(shortRoot, CGPoint(x: 160, y: 280), line(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 160, y: 130), steps: 10))
        XCTAssertEqual(short.contentOffset.y, 200, "content 400 high in a view 200 high")
    }

    func testPagingStopsAtTheNextPageInTheFlingsDirection() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        pages.contentSize = CGSize(width: 320 * 4, height: 400)
        pages.isPagingEnabled = true
        root.addSubview(pages)
        stroke(root, CGPoint(x: 250, y: 200), line(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), steps: 6))
        XCTAssertEqual(pages.contentOffset.x, 320, "a quick swipe left: the next page")
        let slow = line(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), steps: 20)
        stroke(root, CGPoint(x: 250, y: 200), slow + [slow.last!])
        XCTAssertEqual(pages.contentOffset.x, 320, "dragged 100 of 320 points and let go: back to the nearest page")
    }

    func testADragThatBeginsOnAButtonScrollsAndTheButtonDoesNotFire() async {
        let (root, scrollView) = scrollView(contentHeight: 1000)
        let button = UIButton(frame: CGRect(x: 100, y: 120, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        let onButton = CGPoint(x: 160, y: 240)
        stroke(root, onButton, line(from: onButton, to: CGPoint(x: 160, y: 180), steps: 6) + [CGPoint(x: 160, y: 180)])
        XCTAssertEqual(scrollView.contentOffset.y, 60)
        XCTAssertEqual(taps, 0, "the scroll view's drag cancelled the button's touches")
        FingerScript(root).tap(CGPoint(x: 160, y: 180))
        XCTAssertEqual(taps, 1, "a tap still reaches the button, where the content now puts it")
    }

    func testWithNothingToScrollTheContentsOwnDragHasTheFinger() async {
        let (root, scrollView) = scrollView(contentHeight: 150)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        let log = RecognizerLog()
        card.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: Selector("moved:")))
        scrollView.addSubview(card)
        // The card's pan is reached first and wins; the scroll view could not scroll anyway.
        stroke(root, CGPoint(x: 160, y: 150), line(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 260, y: 150), steps: 5))
        XCTAssertEqual(log.entries.first, "moved: began")
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.gestureRecognizerShouldBegin(scrollView.panGestureRecognizer), "nothing to scroll")
        scrollView.alwaysBounceVertical = true
        XCTAssertTrue(scrollView.gestureRecognizerShouldBegin(scrollView.panGestureRecognizer), "bounces always")
        scrollView.isScrollEnabled = false
        XCTAssertFalse(scrollView.panGestureRecognizer.isEnabled)
    }
}

/// A scroll view's drag begins only along a way it scrolls: a sideways swipe on a table goes to the
/// table's own swipe recognizer.
@MainActor
final class ScrollViewPanDirectionTests: XCTestCase {
    func testASidewaysSwipeOnATableThatScrollsUpAndDownIsTheTablesSwipe() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        list.contentSize = CGSize(width: 320, height: 2000)
        root.addSubview(list)
        let log = RecognizerLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: Selector("swiped:"))
        swipe.direction = .left
        list.addGestureRecognizer(swipe)
        let delivery = TouchDelivery(root: root, clock: 100)
        delivery.send([.init(finger: 1, point: CGPoint(x: 250, y: 200), phase: .began)], after: 0.1)
        for step in 1...6 {
            delivery.send([.init(finger: 1, point: CGPoint(x: 250 - CGFloat(step) * 25, y: 200 + CGFloat(step)), phase: .moved)], after: 1.0 / 60)
        }
        delivery.send([.init(finger: 1, point: CGPoint(x: 100, y: 206), phase: .ended)], after: 1.0 / 60)
        delivery.finish()
        XCTAssertEqual(log.entries, ["swiped: ended"])
        XCTAssertEqual(list.contentOffset, .zero, "no scrolling sideways")
    }
}
