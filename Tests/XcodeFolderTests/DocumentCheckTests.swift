import InterfaceBuilder
import InterfaceBuilderXML
import XCTest
@testable import XcodeFolder

/// What a build says about a document: each element imsim does not make, each connection the
/// sources cannot answer, each feature left out, with its file and line.
final class DocumentCheckTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="PartyViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <subviews>
                                    <mapView id="map"/>
                                    <button id="b1">
                                        <connections>
                                            <action selector="send:" destination="vc" eventType="touchUpInside" id="a1"/>
                                            <action selector="gone:" destination="vc" eventType="touchUpInside" id="a2"/>
                                        </connections>
                                    </button>
                                    <label id="l1">
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"/>
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                    <view id="v2" customClass="Sparkles" customModuleProvider="target"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                                <outlet property="missing" destination="l1" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testEveryProblemIsReportedWithItsLine() throws {
        let document = try IBXMLReader.read(Data(storyboard.utf8), path: "/f/Base.lproj/Main.storyboard")
        let check = DocumentCheck(document, outlets: ["PartyViewController.titleLabel"], actions: ["PartyViewController.send:"],
                                  classes: ["PartyViewController"])
        XCTAssertEqual(check.problems.map(\.line).sorted(), [9, 13, 17, 21, 26])
        let text = check.problems.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("/f/Base.lproj/Main.storyboard:9: warning: imsim does not make <mapView> objects yet"), text)
        XCTAssertTrue(text.contains(":13: warning: the action 'gone:' is sent to PartyViewController, which has no @IBAction"), text)
        XCTAssertFalse(text.contains("'send:'"), text)
        XCTAssertTrue(text.contains(":17: warning: user-defined runtime attributes are not applied by imsim (borderWidth): only UIKit's own"), text)
        XCTAssertTrue(text.contains(":21: warning: the custom class Sparkles is not in the Swift files this build compiles"), text)
        XCTAssertTrue(text.contains(":26: warning: the outlet 'missing' connects to a property PartyViewController does not declare"), text)
        XCTAssertFalse(text.contains("'titleLabel'"), text)
        XCTAssertEqual(check.problems.count, 5, text)
    }

    func testWhatASuperclassOrAnObjcMethodAnswersIsNotReportedNorWhatALeftOutElementHolds() throws {
        let xml = """
            <document>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Special" customModuleProvider="target">
                        <connections>
                            <outlet property="baseLabel" destination="v" id="o1"/>
                        </connections>
                    </placeholder>
                    <view id="v">
                        <subviews>
                            <button id="b">
                                <connections>
                                    <action selector="baseTap:" destination="-1" id="a1"/>
                                    <action selector="tapped:" destination="-1" id="a2"/>
                                </connections>
                            </button>
                            <visualEffectView id="blur">
                                <view key="contentView" id="inner">
                                    <subviews><mapView id="map"/></subviews>
                                </view>
                            </visualEffectView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let sources = """
            class Base: UIViewController {
                @IBOutlet var baseLabel, otherLabel: UILabel!
                @IBAction func baseTap(_ sender: Any) {}
            }
            class Special: Base {
                @objc private func tapped(_ sender: UIButton) {}
            }
            """
        let rewrite = SwiftSourceRewrite(source: sources, path: "/f/Special.swift")
        XCTAssertEqual(rewrite.inheritance, ["Special": "Base", "Base": "UIViewController"])
        let document = try IBXMLReader.read(Data(xml.utf8), path: "/f/Special.xib")
        let check = DocumentCheck(document, outlets: Set(rewrite.outlets.map { "\($0.type).\($0.name)" }),
                                  actions: Set(rewrite.actions.map { "\($0.type).\($0.selector)" }),
                                  classes: rewrite.declaredTypes, inheritance: rewrite.inheritance)
        XCTAssertEqual(check.problems.map(\.description),
                       ["/f/Special.xib:16: warning: imsim does not make <visualEffectView> objects yet: it is left out of the screen, with what it holds"])
    }

    func testAnAttributeImsimDoesNotApplyIsSaidOnceADocument() throws {
        let xml = """
            <document>
                <objects>
                    <view id="v" misplaced="YES" userLabel="Card">
                        <subviews>
                            <label id="a" text="A" showsExpansionTextWhenTruncated="YES" adjustsLetterSpacingToFitWidth="YES" baselineAdjustment="alignBaselines"/>
                            <label id="b" text="B" showsExpansionTextWhenTruncated="YES"/>
                            <button id="c" contentHorizontalAlignment="center" semanticContentAttribute="forceRightToLeft"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBXMLReader.read(Data(xml.utf8), path: "/f/Card.xib")
        XCTAssertEqual(DocumentCheck(document, outlets: [], actions: [], classes: []).problems.map(\.description), [
            // adjustsLetterSpacingToFitWidth has had no effect since iOS 7: never said.
            #"/f/Card.xib:5: warning: imsim does not apply showsExpansionTextWhenTruncated="YES" of <label> yet (said once for this document)"#,
            #"/f/Card.xib:7: warning: imsim does not apply semanticContentAttribute="forceRightToLeft" of <button> yet (said once for this document)"#,
        ])
    }

    func testAnUnreadableDocumentNamesItsFileAndLine() {
        XCTAssertThrowsError(try IBXMLReader.read(Data("<document>\n<scenes>\n</document>".utf8), path: "/f/Broken.storyboard")) { error in
            let failure = error as? IBXMLReader.Failure
            XCTAssertEqual(failure?.path, "/f/Broken.storyboard")
            XCTAssertEqual(failure?.line, 3)
            XCTAssertTrue(failure?.description.hasPrefix("/f/Broken.storyboard:3: error: not well-formed XML") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try IBXMLReader.read(Data("<plist/>".utf8), path: "/f/Other.xib")) { error in
            XCTAssertTrue("\(error)".contains("the root element is <plist>, not an Interface Builder <document>"), "\(error)")
        }
    }

    func testTheReaderKeepsLinesAttributesAndMultilineText() throws {
        let xml = """
            <document>
              <objects>
                <label id="l" text="a &quot;b&quot; &lt;c&gt;">
                  <string key="text">one
            two</string>
                </label>
              </objects>
            </document>
            """
        let document = try IBXMLReader.read(Data(xml.utf8), path: "/f/Cell.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.name, "Cell")
        let label = try XCTUnwrap(document.topLevelObjects.first)
        XCTAssertEqual(label.line, 3)
        XCTAssertEqual(label["text"], #"a "b" <c>"#)
        XCTAssertEqual(label.child("string", key: "text")?["text"], "one\ntwo")
    }

    /// UIKit's own properties set as runtime attributes (a layer's corners) are applied, not reported;
    /// a colour given to a layer's border is said to show nothing, on iOS too.
    func testUIKitsOwnRuntimeAttributesAreAppliedAndABorderColourIsExplained() throws {
        let xml = """
            <document>
                <objects>
                    <view id="v">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                <color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let document = try IBXMLReader.read(Data(xml.utf8), path: "/f/Card.xib")
        let check = DocumentCheck(document, outlets: [], actions: [], classes: [])
        XCTAssertEqual(check.problems.map(\.message), [
            "layer.borderColor is set to a UIColor, which a layer does not draw (it takes a CGColor): on iOS too, this runtime attribute shows nothing",
        ])
    }
}
