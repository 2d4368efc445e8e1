import Foundation
@testable import UIKit
import XCTest

/// Auto Layout solved as iOS documents it: anchors, margins, intrinsic sizes, priorities, refusals.
@MainActor
final class AutoLayoutTests: XCTestCase {
    private func root(_ width: CGFloat = 320, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func testAnchorsPlaceAViewInsideItsSuperview() async {
        let container = root()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 270, height: 135))
    }

    /// `leadingMargin` and the other margin attributes (as storyboards write them) are the edges of
    /// the margins guide, which no constraint names.
    func testMarginAttributesAreTheMarginsGuidesEdges() async {
        let container = root(320, 400)
        let fill = UIView()
        fill.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fill)
        container.addConstraints([
            NSLayoutConstraint(item: fill, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: container, attribute: .trailingMargin, relatedBy: .equal, toItem: fill, attribute: .trailing,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: fill, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                               multiplier: 1, constant: 2),
            NSLayoutConstraint(item: fill, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(fill.frame, CGRect(x: 8, y: 10, width: 304, height: 10))
    }

    func testNestedViewsGetFramesInTheirSuperviewsCoordinates() async {
        let container = root()
        let outer = UIView(frame: CGRect(x: 40, y: 50, width: 200, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 60),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 90, y: 5, width: 60, height: 20), "centred in the root: 160 - 30 - 40")
    }

    func testALabelTakesItsTextsSizeAndTheOtherLabelStretches() async {
        let container = root()
        let name = UILabel()
        name.text = "Mussels"
        let price = UILabel()
        price.text = "12 €"
        for label in [name, price] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        price.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            price.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            price.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            price.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let priceSize = price.intrinsicContentSize
        XCTAssertGreaterThan(priceSize.width, 20)
        XCTAssertEqual(price.frame.width, priceSize.width, "the label that hugs more keeps its text's width")
        XCTAssertEqual(name.frame.width, 320 - 8 - priceSize.width)
        XCTAssertEqual(name.frame.height, name.intrinsicContentSize.height)
    }

    func testCompressionResistanceDecidesWhichLabelIsCut() async {
        let container = root(150)
        let first = UILabel()
        first.text = "Long first"
        let second = UILabel()
        second.text = "Second label, also long"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        first.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertLessThan(first.intrinsicContentSize.width, 150)
        XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width)
        XCTAssertEqual(second.frame.width, 150 - first.frame.width)
        XCTAssertTrue(second.isTruncated)
        XCTAssertFalse(first.isTruncated)
    }

    func testAHigherPriorityWinsOverAnyNumberOfLowerOnes() async {
        let container = root()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        var constraints = [box.widthAnchor.constraint(equalToConstant: 100)]
        constraints[0].priority = UILayoutPriority(751)
        for _ in 0..<20 {
            let low = box.widthAnchor.constraint(equalToConstant: 10)
            low.priority = UILayoutPriority(750)
            constraints.append(low)
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
    }

    func testAnUnsatisfiableConstraintIsReportedAndBroken() async {
        let container = root()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let kept = box.widthAnchor.constraint(equalToConstant: 44)
        let broken = box.widthAnchor.constraint(equalToConstant: 50)
        broken.identifier = "too-wide"
        NSLayoutConstraint.activate([kept, broken])
        let before = LayoutDiagnostics.unsatisfiableCount
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 44)
        XCTAssertEqual(LayoutDiagnostics.unsatisfiableCount, before + 1)
        XCTAssertTrue(LayoutDiagnostics.lastUnsatisfiable?.contains("'too-wide'") ?? false)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        XCTAssertEqual(LayoutDiagnostics.unsatisfiableCount, before + 1, "reported once, not at every pass")
        kept.isActive = false
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 50, "once the conflict is gone the constraint applies")
    }

    func testMarginsAndSafeAreaGuides() async {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        controller.view.hostSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.topAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 16, y: 0, width: 358, height: 266))
        XCTAssertEqual(content.safeAreaInsets, .zero, "inside the safe area")
    }

    func testAutoresizingFollowsTheSuperviewsNewSize() async {
        let container = root(300, 200)
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(banner)
        banner.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalTo: banner.heightAnchor),
            badge.topAnchor.constraint(equalTo: banner.topAnchor),
        ])
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        container.layoutIfNeeded()
        XCTAssertEqual(banner.frame, CGRect(x: 10, y: 10, width: 380, height: 40))
        XCTAssertEqual(badge.frame, CGRect(x: 350, y: 0, width: 30, height: 40))
    }

    func testAViewWithoutConstraintsThatOptsOutOfItsMaskHasNoSize() async {
        let container = root()
        let forgotten = UIButton(type: .system)
        forgotten.setTitle("Send", for: .normal)
        forgotten.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        forgotten.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(forgotten)
        container.layoutIfNeeded()
        XCTAssertEqual(forgotten.frame.origin, .zero, "nothing places it: Auto Layout leaves it at the origin")
        XCTAssertEqual(forgotten.frame.size, forgotten.intrinsicContentSize)
    }

    func testAMultiLineLabelWrapsAtItsWidthAndGrowsTall() async {
        let container = root(200, 400)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Mussels, fries, Andalouse sauce, mayonnaise and a cold beer for everyone"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let oneLine = UILabel()
        oneLine.text = "Mussels"
        XCTAssertEqual(label.frame.width, 200)
        XCTAssertGreaterThan(label.frame.height, oneLine.intrinsicContentSize.height * 2.5, "three lines or more")
        XCTAssertFalse(label.isTruncated)
    }

    func testSystemLayoutSizeFittingMeasuresACellsContent() async {
        let cell = UIView()
        let title = UILabel()
        title.text = "Kate"
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, title.intrinsicContentSize.width + 32)
        XCTAssertEqual(size.height, title.intrinsicContentSize.height + 22)
    }

    func testAScrollViewsContentSizeComesFromItsContentConstraints() async {
        let container = root(320, 480)
        let scrollView = UIScrollView(frame: container.bounds)
        container.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
    }

    func testUpdateConstraintsAndLayoutCallbacksRunBeforeAndAroundThePass() async {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func updateViewConstraints() {
                calls.append("updateViewConstraints")
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        }
        let controller = Controller()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls, ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        controller.calls = []
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls, [], "nothing asked for layout again")
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }
}

@MainActor
final class AmbiguousLayoutTests: XCTestCase {
    /// A vertical stack of `labelCount` labels, a text view that scrolls (no height of its own) and a
    /// Details button.
    private func stackWithATextView(labels labelCount: Int) -> (stack: UIStackView, labels: [UILabel], note: UITextView, button: UIButton) {
        let labels = (0..<labelCount).map { index -> UILabel in
            let label = UILabel()
            label.text = "label \(index)"
            return label
        }
        let note = UITextView()
        let button = UIButton(type: .system)
        button.setTitle("Details", for: .normal)
        let stack = UIStackView(arrangedSubviews: labels + [note, button])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        return (stack, labels, note, button)
    }

    /// The stack's layout is ambiguous, and must still be one consistent layout that does not move
    /// between passes.
    func testAnAmbiguousStackStaysConsistentAcrossPasses() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 247))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(scrollView)
        let (stack, labels, note, _) = stackWithATextView(labels: 4)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: container.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        container.layoutIfNeeded()
        func chain() -> [CGFloat] { stack.arrangedSubviews.map(\.frame.minY) }
        let first = chain()
        for (previous, next) in zip(stack.arrangedSubviews, stack.arrangedSubviews.dropFirst()) {
            XCTAssertEqual(next.frame.minY, previous.frame.maxY, "edge to edge: \(stack.hierarchyDescription().replacingOccurrences(of: "\n", with: " / "))")
        }
        XCTAssertEqual(stack.arrangedSubviews.last?.frame.maxY, stack.frame.height)
        labels[2].text = "a longer label now"
        container.layoutIfNeeded()
        XCTAssertEqual(chain(), first, "the ambiguous text view keeps its height")
        XCTAssertEqual(note.frame.height, 0)
    }

    func testATextViewWithNoHeightOfItsOwnIsEmpty() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 247))
        let (stack, _, note, button) = stackWithATextView(labels: 2)
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        // Below two 17-point labels, each 20.5 points high as on iOS at 2x (San Francisco's 20.29 rounded up).
        XCTAssertEqual(note.frame, CGRect(x: 0, y: 41, width: 390, height: 0), "no height of its own: empty, as on iOS")
        XCTAssertEqual(button.frame.minY, 41)
    }
}
