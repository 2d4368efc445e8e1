import SwiftUI
import XCTest

/// SwiftUI's layout as Apple documents it: a parent proposes, the child chooses, the parent places.
@MainActor
final class StackLayoutTests: XCTestCase {
    func testASpacerPushesFixedChildrenToTheEnds() async {
        let hosted = Hosted(HStack {
            Color.red.frame(width: 50).accessibilityIdentifier("red")
            Spacer()
            Color.blue.frame(width: 30).accessibilityIdentifier("blue")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(hosted.frame("red"), CGRect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(hosted.frame("blue"), CGRect(x: 170, y: 0, width: 30, height: 100))
    }

    func testFlexibleChildrenShareEqually() async {
        let hosted = Hosted(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(hosted.frame("red").width, 100)
        XCTAssertEqual(hosted.frame("blue").minX, 100)
    }

    func testTheLeastFlexibleChildChoosesFirst() async {
        let hosted = Hosted(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("red")
            Color.green.frame(maxWidth: 40).accessibilityIdentifier("narrow")
            Color.blue.accessibilityIdentifier("blue")
        }, size: CGSize(width: 200, height: 100))
        // The narrow one (0...40) takes its 40 first; the two that take anything share the 160 left.
        XCTAssertEqual(hosted.frame("narrow").width, 40)
        XCTAssertEqual(hosted.frame("red").width, 80)
        XCTAssertEqual(hosted.frame("blue").width, 80)
    }

    func testTextTakesItsWidthAndAColourTheRest() async {
        let hosted = Hosted(HStack(spacing: 0) {
            Text("Hello").accessibilityIdentifier("text")
            Color.red.accessibilityIdentifier("red")
        }, size: CGSize(width: 200, height: 100))
        let text = hosted.frame("text")
        XCTAssertGreaterThan(text.width, 20)
        XCTAssertLessThan(text.width, 100)
        XCTAssertEqual(hosted.frame("red").minX, text.maxX)
        XCTAssertEqual(hosted.frame("red").maxX, 200)
    }

    func testAHigherLayoutPriorityIsOfferedSpaceFirst() async {
        let hosted = Hosted(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 300).accessibilityIdentifier("red")
            Color.blue.layoutPriority(1).accessibilityIdentifier("blue")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(hosted.frame("blue").width, 190)
        XCTAssertEqual(hosted.frame("red").width, 10)
    }

    func testAFrameAlignsItsContent() async {
        let hosted = Hosted(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("red")
            .frame(width: 100, height: 100, alignment: .topLeading))
        // The 100 by 100 frame is centred in the 200 by 200 hosting view; the red square is at its top left.
        XCTAssertEqual(hosted.frame("red"), CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    func testAVerticalStackAlignsLeadingWithEightPointsBetween() async {
        let hosted = Hosted(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("red")
            Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("blue")
        })
        let red = hosted.frame("red"), blue = hosted.frame("blue")
        XCTAssertEqual(red.minX, blue.minX)
        XCTAssertEqual(blue.minY - red.maxY, 8)
        XCTAssertEqual(red.minX, 50)
        XCTAssertEqual(red.minY, (200 - 28) / 2)
    }

    func testPaddingIsSixteenPointsUnlessTold() async {
        let hosted = Hosted(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("red").padding()
            .background(Color.blue.accessibilityIdentifier("blue")))
        XCTAssertEqual(hosted.frame("blue").size, CGSize(width: 42, height: 42))
        XCTAssertEqual(hosted.frame("red").minX - hosted.frame("blue").minX, 16)
    }

    func testAnInfiniteMaximumWidthTakesTheWholeWidth() async {
        let hosted = Hosted(Text("A").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.blue.accessibilityIdentifier("frame")))
        XCTAssertEqual(hosted.frame("frame").width, 200)
        XCTAssertEqual(hosted.frame("text").minX, 0)
    }

    func testAZStackIsAsLargeAsItsLargestChild() async {
        let hosted = Hosted(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("back")
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("front")
        })
        let back = hosted.frame("back"), front = hosted.frame("front")
        XCTAssertEqual(back, CGRect(x: 50, y: 70, width: 100, height: 60))
        XCTAssertEqual(front.maxX, back.maxX)
        XCTAssertEqual(front.maxY, back.maxY)
    }

    func testTextWrapsWhenOfferedLessThanItsWidth() async {
        let long = "A sentence long enough to need more than one line in a narrow space"
        let hosted = Hosted(Text(long).accessibilityIdentifier("text").frame(width: 120))
        let text = hosted.frame("text")
        XCTAssertLessThanOrEqual(text.width, 120)
        XCTAssertGreaterThan(text.height, 40)
    }

    func testALineLimitOfOneTruncatesInsteadOfWrapping() async {
        let long = "A sentence long enough to need more than one line in a narrow space"
        let hosted = Hosted(Text(long).lineLimit(1).accessibilityIdentifier("text").frame(width: 120))
        XCTAssertEqual(hosted.frame("text").width, 120)
        XCTAssertLessThan(hosted.frame("text").height, 25)
    }

    func testAFixedSizeTextIgnoresTheWidthOffered() async {
        let hosted = Hosted(Text("Wider than the frame it is in").fixedSize().accessibilityIdentifier("text").frame(width: 50))
        XCTAssertGreaterThan(hosted.frame("text").width, 100)
    }

    /// Placed with the proposal it was measured with, not its chosen size: offered its chosen height
    /// again, an equal share would leave a wrapping text one line (found in the Lunch Poll sample).
    func testAStackPlacesChildrenWithTheProposalsItMeasuredThemWith() async {
        let hosted = Hosted(VStack(alignment: .leading, spacing: 10) {
            Text("Where shall we have lunch on Friday?").font(.headline)
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("The pizzeria on the corner").accessibilityIdentifier("name")
                    ProgressView(value: 0.5)
                }
                Button(action: {}) { Text("Vote").frame(width: 64) }.buttonStyle(.bordered)
            }
            Divider()
            Text("2 votes")
        }.padding().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), size: CGSize(width: 320, height: 400))
        let name = hosted.frame("name")
        XCTAssertLessThan(name.width, 200)
        XCTAssertGreaterThan(name.height, 30, "the option's name wraps to two lines")
    }
}

@MainActor
final class GridLayoutTests: XCTestCase {
    func testFlexibleColumnsShareTheWidthAndRowsFollow() async {
        let hosted = Hosted(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<3) { index in
                Color.red.frame(height: 20).accessibilityIdentifier("cell \(index)")
            }
        }, size: CGSize(width: 208, height: 200))
        XCTAssertEqual(hosted.frame("cell 0").width, 100)
        XCTAssertEqual(hosted.frame("cell 1").minX, 108)
        XCTAssertEqual(hosted.frame("cell 2").minY - hosted.frame("cell 0").maxY, 10)
        XCTAssertEqual(hosted.frame("cell 2").minX, 0)
    }

    func testAdaptiveColumnsFitAsManyAsTheirMinimumAllows() async {
        let hosted = Hosted(LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
            ForEach(0..<5) { index in
                Color.blue.frame(height: 20).accessibilityIdentifier("cell \(index)")
            }
        }, size: CGSize(width: 200, height: 200))
        // (200 + 8) / (60 + 8) = 3 columns of (200 - 16) / 3.
        XCTAssertEqual(hosted.frame("cell 0").width, 61.333333333333336, accuracy: 0.34)
        XCTAssertEqual(hosted.frame("cell 3").minX, 0)
        XCTAssertGreaterThan(hosted.frame("cell 3").minY, hosted.frame("cell 2").maxY)
    }
}

@MainActor
final class SpacerAndScrollLayoutTests: XCTestCase {
    /// A title and a count either side of a spacer: the title keeps its one line while it fits, as in SwiftUI.
    func testASpacerTakesWhatTheViewsBesideItLeave() async {
        let hosted = Hosted(HStack {
            Text("A fairly long title for a row").accessibilityIdentifier("title")
            Spacer()
            Text("12").accessibilityIdentifier("count")
        }, size: CGSize(width: 320, height: 100))
        let title = hosted.frame("title")
        XCTAssertLessThan(title.height, 25, "one line")
        XCTAssertEqual(hosted.frame("count").maxX, 320)
        XCTAssertGreaterThan(hosted.frame("count").minX - title.maxX, 8)
    }

    /// A scroll view's content is placed with the proposal it was measured with (no height), so a
    /// long text in it keeps every line.
    func testTextInAScrollViewKeepsItsLines() async {
        let long = "iMessage apps can't silently read the whole thread. Paste lines, or select a prior bubble first."
        let hosted = Hosted(ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Text("Heading")
                Text(long).font(.caption2).accessibilityIdentifier("long")
                Color.red.frame(height: 30)
            }.padding(16)
        }, size: CGSize(width: 320, height: 500))
        XCTAssertGreaterThan(hosted.frame("long").height, 20, "wrapped to more than one line")
    }
}
