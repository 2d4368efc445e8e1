import Foundation
import IMSimCore
@testable import IMSimExtension
import UIKit
import XCTest

/// A reading of the screen that keeps what the last one found (the elements while nothing changed,
/// each view's place while nothing moved) gives what a reading from nothing gives, whatever changed
/// in between; and a change of words alone hit tests nothing again.
@MainActor
final class PlacementMemoTests: XCTestCase {
    private final class Board: UIViewController {
        let scroller = UIScrollView()
        let panel = UIView()
        let cover = UIButton(type: .custom)
        var labels: [UILabel] = []
        var buttons: [UIButton] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            scroller.frame = CGRect(x: 0, y: 40, width: 320, height: 200)
            scroller.contentSize = CGSize(width: 320, height: 600)
            panel.frame = CGRect(x: 10, y: 250, width: 300, height: 120)
            view.addSubview(scroller)
            view.addSubview(panel)
            for index in 0..<8 {
                let label = UILabel(frame: CGRect(x: 10, y: CGFloat(index) * 70, width: 140, height: 30))
                label.text = "Label \(index)"
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 160, y: CGFloat(index) * 70, width: 140, height: 30)
                button.setTitle("Button \(index)", for: .normal)
                (index < 6 ? scroller : panel).addSubview(label)
                (index < 6 ? scroller : panel).addSubview(button)
                labels.append(label)
                buttons.append(button)
            }
            cover.frame = CGRect(x: 150, y: 0, width: 170, height: 60)
            cover.setTitle("Cover", for: .normal)
            cover.backgroundColor = .white
            view.addSubview(cover)
        }
    }

    /// A small generator, so that a failure names its seed and plays again.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    private func probe(_ board: Board) -> VisibilityProbe {
        VisibilityProbe(root: board.view, screenOrigin: CGPoint(x: 0, y: 400))
    }

    func testKeptPlacementsAreThoseFoundFromNothingAfterAnyChange() async {
        for seed in UInt64(1)...40 {
            var generator = Generator(state: seed)
            let board = Board()
            board.loadViewIfNeeded()
            let kept = PlacementMemo()
            for step in 0..<60 {
                let change = mutate(board, using: &generator)
                let keeping = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
                let fresh = ScreenReader.snapshot(of: board, probe: probe(board), keeping: PlacementMemo())
                guard keeping == fresh else {
                    let differing = zip(keeping.elements, fresh.elements).filter { $0 != $1 }
                        .map { "\($0.name ?? "?"): kept \($0.frame.map(String.init(describing:)) ?? "-") \($0.obstruction ?? "reachable"), "
                            + "from nothing \($1.frame.map(String.init(describing:)) ?? "-") \($1.obstruction ?? "reachable")" }
                    return XCTFail("seed \(seed), step \(step) (\(change)):\n" + differing.joined(separator: "\n"))
                }
            }
        }
    }

    func testAnUnchangedScreenIsNotReadAgain() async {
        let board = Board()
        board.loadViewIfNeeded()
        let kept = PlacementMemo()
        let first = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertEqual(kept.elementReadings, 1)
        let again = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertEqual(again, first)
        XCTAssertEqual(kept.elementReadings, 1, "an unchanged screen was read again")
        board.labels[2].accessibilityLabel = "Second row"
        let relabelled = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertEqual(relabelled.elements.first { $0.text == "Label 2" }?.label, "Second row")
        XCTAssertEqual(kept.elementReadings, 2)
    }

    func testNewWordsAloneFindNoPlacementAgain() async {
        let board = Board()
        board.loadViewIfNeeded()
        let kept = PlacementMemo()
        _ = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        let found = kept.findings
        board.labels[0].text = "Label zero"
        board.buttons[1].setTitle("Button one", for: .normal)
        let screen = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertEqual(kept.findings, found, "a change of words hit tested again")
        XCTAssertTrue(screen.elements.contains { $0.text == "Label zero" })
        board.labels[0].frame.origin.y += 1
        _ = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertGreaterThan(kept.findings, found, "a moved label kept its old place")
    }

    func testAReasonNamesTheCoveringViewByItsTextOfNow() async {
        let board = Board()
        board.loadViewIfNeeded()
        let kept = PlacementMemo()
        let before = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        XCTAssertEqual(before.elements.first { $0.text == "Button 0" }?.obstruction?.contains("UIButton 'Cover'"), true,
                       "\(before.elements)")
        board.cover.setTitle("Banner", for: .normal)
        let after = ScreenReader.snapshot(of: board, probe: probe(board), keeping: kept)
        let reason = after.elements.first { $0.text == "Button 0" }?.obstruction
        XCTAssertEqual(reason?.contains("UIButton 'Banner'"), true, reason ?? "no reason")
    }

    /// One change a person's extension might make, named.
    private func mutate(_ board: Board, using generator: inout Generator) -> String {
        let views: [UIView] = board.labels + board.buttons + [board.panel, board.scroller, board.cover]
        let view = views[Int.random(in: 0..<views.count, using: &generator)]
        let amount = CGFloat(Int.random(in: -40...40, using: &generator))
        switch Int.random(in: 0..<16, using: &generator) {
        case 12:
            board.buttons.randomElement(using: &generator)?.setTitle("Title \(amount)", for: .normal)
            return "button title"
        case 13:
            view.accessibilityLabel = amount > 0 ? "Label \(amount)" : nil
            return "accessibility label"
        case 14:
            view.accessibilityIdentifier = amount > 0 ? "id-\(amount)" : nil
            return "accessibility identifier"
        case 15:
            board.buttons.randomElement(using: &generator)?.isEnabled.toggle()
            return "enabled toggled"
        case 0:
            board.labels.randomElement(using: &generator)?.text = "Text \(amount)"
            return "text"
        case 1:
            view.frame.origin.y += amount
            return "moved"
        case 2:
            view.frame.size.width = max(0, view.frame.width + amount)
            return "resized"
        case 3:
            view.isHidden.toggle()
            return "hidden toggled"
        case 4:
            view.alpha = view.alpha < 0.5 ? 1 : 0
            return "alpha"
        case 5:
            view.clipsToBounds.toggle()
            return "clipping toggled"
        case 6:
            view.isUserInteractionEnabled.toggle()
            return "touches toggled"
        case 7:
            view.superview?.bringSubviewToFront(view)
            return "to front"
        case 8:
            board.scroller.contentOffset = CGPoint(x: 0, y: max(0, board.scroller.contentOffset.y + amount * 3))
            return "scrolled"
        case 9:
            view.backgroundColor = view.backgroundColor == nil ? .yellow : nil
            return "background"
        case 10:
            view.transform = amount > 0 ? CGAffineTransform(scaleX: 1.5, y: 1.5) : .identity
            return "transform"
        default:
            guard view !== board.panel, view !== board.scroller else { return "nothing" }
            let parent = view.superview === board.panel ? board.scroller : board.panel
            parent.addSubview(view)
            return "moved to another parent"
        }
    }
}
