import Foundation
import UIKit
import XCTest

private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        targetContentOffset.pointee.y = 100
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndAnimation") }
}

@MainActor
final class ScrollViewTests: XCTestCase {
    func testTheOffsetIsTheBoundsOriginAndTheDelegateHearsOfIt() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let label = UILabel(frame: CGRect(x: 0, y: 900, width: 100, height: 20))
        scrollView.addSubview(label)
        XCTAssertTrue(scrollView.subviews.contains { $0 === label }, "content far down is still a subview")

        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 50))
        XCTAssertEqual(scrollView.frame.origin, .zero)
        scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        XCTAssertEqual(recorder.events, ["didScroll 50.0", "didScroll 60.0", "didEndAnimation"])

        recorder.events = []
        scrollView.scrollRectToVisible(label.frame, animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 720, "as little as needed: the label's bottom at the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 800, "never past the content's end")

        recorder.events = []
        XCTAssertTrue(scrollView.simulateDrag(to: CGPoint(x: 0, y: 300)))
        XCTAssertEqual(recorder.events, ["willBeginDragging", "didScroll 300.0", "willEndDragging", "didScroll 100.0",
                                         "didEndDragging"], "the delegate chose where the content stops")
        scrollView.isScrollEnabled = false
        XCTAssertFalse(scrollView.simulateDrag(to: .zero))
    }

    func testInsetsWidenTheReachableOffsets() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, -20, "the top inset covers the content's first 20 points")
        XCTAssertTrue(scrollView.simulateDrag(to: CGPoint(x: 0, y: 0)))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertTrue(scrollView.simulateDrag(to: CGPoint(x: 0, y: -500)))
        XCTAssertEqual(scrollView.contentOffset.y, -20)
        XCTAssertTrue(scrollView.simulateDrag(to: CGPoint(x: 0, y: 500)))
        XCTAssertEqual(scrollView.contentOffset.y, 130)
    }
}
