import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// Every form a document writes constraints in, solved: the holding view as an implied item, a
/// constant without a second item, a ratio multiplier, priorities, relations, the safe area, and the
/// old top and bottom layout guides of iOS 6 to 10 documents.
@MainActor
final class StoryboardConstraintTests: XCTestCase {
    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    private func loadedRoot(_ view: String, layoutGuides: String = "") throws -> UIView {
        let scene = """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>\(layoutGuides)</layoutGuides>
                        \(view)
                    </viewController>
                </objects>
            </scene>
            """
        try StoryboardFixture.install([("Layout.storyboard", StoryboardFixture.storyboard(initial: "vc", scene))])
        let controller = try XCTUnwrap(UIStoryboard(name: "Layout", bundle: nil).instantiateInitialViewController())
        let root = try XCTUnwrap(controller.view)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        root.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        root.layoutIfNeeded()
        return root
    }

    func testEveryConstraintFormIsSolved() async throws {
        let root = try loadedRoot("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="2:1" id="ratio"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="10" id="min"/>
                            <constraint firstAttribute="height" constant="4" priority="750" id="wish"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="bar" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c4"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c5"/>
                </constraints>
            </view>
            """)
        let box = root.subviews[0], bar = root.subviews[1]
        XCTAssertEqual(box.frame, CGRect(x: 204, y: 28, width: 100, height: 50))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 360, width: 160, height: 10), "the required minimum beats the wish at 750")
    }

    /// A view without constraints that Interface Builder marks `fixedFrame` keeps its frame and follows
    /// its autoresizing mask, though the document says it does not translate its mask.
    func testAFixedFrameViewKeepsItsFrame() async throws {
        let root = try loadedRoot("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                <subviews>
                    <datePicker contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="15" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                        <rect key="frame" x="0.0" y="100" width="300" height="216"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </datePicker>
                </subviews>
            </view>
            """)
        let picker = try XCTUnwrap(root.subviews.first as? UIDatePicker)
        XCTAssertTrue(picker.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(picker.frame, CGRect(x: 0, y: 100, width: 320, height: 216), "the root grew from 300 to 320 wide")
        XCTAssertEqual(picker.minuteInterval, 15)
    }

    func testTheOldTopAndBottomLayoutGuidesAreTheSafeAreasEdges() async throws {
        let root = try loadedRoot("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill"/>
                </subviews>
                <constraints>
                    <constraint firstItem="fill" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="5" id="c1"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="fill" secondAttribute="bottom" constant="5" id="c2"/>
                    <constraint firstItem="fill" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                    <constraint firstAttribute="trailingMargin" secondItem="fill" secondAttribute="trailing" id="c4"/>
                </constraints>
            </view>
            """, layoutGuides: """
            <viewControllerLayoutGuide type="top" id="top"/>
            <viewControllerLayoutGuide type="bottom" id="bottom"/>
            """)
        XCTAssertEqual(root.subviews[0].frame, CGRect(x: 16, y: 25, width: 288, height: 340))
    }

    func testAStackViewArrangesItsSubviews() async throws {
        let root = try loadedRoot("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <constraints><constraint firstAttribute="width" constant="40" id="aw"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <constraints><constraint firstAttribute="width" constant="60" id="bw"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="stack" firstAttribute="height" constant="110" id="c4"/>
                </constraints>
            </view>
            """)
        let stack = try XCTUnwrap(root.subviews.first as? UIStackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame), [CGRect(x: 140, y: 0, width: 40, height: 50),
                                                            CGRect(x: 130, y: 60, width: 60, height: 50)])
    }
}
