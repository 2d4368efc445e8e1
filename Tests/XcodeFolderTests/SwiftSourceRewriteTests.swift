import Foundation
import XCTest
@testable import XcodeFolder

/// The Swift files of an Xcode folder, rewritten for Linux's compiler: attributes blanked in place
/// (every line and column kept), strings and comments untouched, and the outlets and actions listed.
final class SwiftSourceRewriteTests: XCTestCase {
    private let source = """
        import UIKit

        class PartyViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet private weak var status: UILabel!
            @IBOutlet private(set) var buttons: [UIButton]!
            let note = "@IBOutlet in a string stays, \\("@IBAction") too"
            // @IBAction in a comment stays
            /* nested /* @objc */ comment */

            @IBAction func send(_ sender: UIButton) {}
            @IBAction private func clear() {}
            @IBAction func tapped(sender: Any) {}
            @IBAction func moved(_ sender: UISlider, forEvent event: UIEvent) {}
            @objc(refreshNow) func refresh() {}
            class func make() -> PartyViewController { PartyViewController() }
        }

        extension PartyViewController {
            @IBAction fileprivate func reset(_ sender: Any?) {}
        }
        """

    func testAttributesAndAccessAreBlankedInPlace() {
        let rewrite = SwiftSourceRewrite(source: source, path: "/folder/PartyViewController.swift")
        let lines = rewrite.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], #"#sourceLocation(file: "/folder/PartyViewController.swift", line: 1)"#)
        let body = Array(lines.dropFirst())
        let original = source.components(separatedBy: "\n")
        XCTAssertEqual(body.count, original.count, "every line kept")
        for (new, old) in zip(body, original) {
            XCTAssertEqual(new.count, old.count, "columns kept: \(old)")
        }
        XCTAssertEqual(body[3], "              weak var titleLabel: UILabel!")
        XCTAssertEqual(body[4], "                      weak var status: UILabel!")
        XCTAssertEqual(body[5], "                           var buttons: [UIButton]!")
        XCTAssertEqual(body[6], original[6], "a string is not touched")
        XCTAssertEqual(body[7], original[7], "a comment is not touched")
        XCTAssertEqual(body[8], original[8], "a nested comment is not touched")
        XCTAssertEqual(body[11], String(repeating: " ", count: 22) + "func clear() {}")
        XCTAssertEqual(body[14], String(repeating: " ", count: 22) + "func refresh() {}")
        XCTAssertEqual(body[19], String(repeating: " ", count: 26) + "func reset(_ sender: Any?) {}")
    }

    func testOutletsAndActionsAreListedWithTheirTypeAndSelector() {
        let rewrite = SwiftSourceRewrite(source: source, path: "/folder/PartyViewController.swift")
        XCTAssertEqual(rewrite.outlets.map { "\($0.type).\($0.name)@\($0.line)" },
                       ["PartyViewController.titleLabel@4", "PartyViewController.status@5", "PartyViewController.buttons@6"])
        let actions = rewrite.actions.filter(\.isAction)
        XCTAssertEqual(actions.map(\.selector), ["send:", "clear", "tappedWithSender:", "moved:forEvent:", "reset:"])
        XCTAssertEqual(actions.map(\.swiftName), ["send(_:)", "clear", "tapped(sender:)", "moved(_:forEvent:)", "reset(_:)"])
        XCTAssertEqual(Set(actions.map(\.type)), ["PartyViewController"])
        XCTAssertEqual(rewrite.declaredTypes, ["PartyViewController"], "`class func` declares no type")
    }

    /// `@IBInspectable` properties, of a class or of every view, with their types (an optional's wrapped one).
    func testInspectablesAreListedWithTheirOwnerAndType() {
        let source = """
            import UIKit
            extension UIView {
                @IBInspectable var borderWidth: CGFloat {
                    get { layer.borderWidth }
                    set { layer.borderWidth = newValue }
                }
            }
            final class Card: UIView {
                @IBInspectable public var edge: UIColor? = nil
                @IBInspectable var rounded = false
            }
            """
        let rewrite = SwiftSourceRewrite(source: source, path: "/folder/Card.swift")
        XCTAssertEqual(rewrite.inspectables.map { "\($0.type).\($0.name): \($0.valueType)@\($0.line)" },
                       ["UIView.borderWidth: CGFloat@3", "Card.edge: UIColor@9"], "a property without a written type is left out")
    }

    func testStringsOfEveryKindAreSkipped() {
        let text = """
            let a = #"@IBOutlet "quoted" \\(not interpolated)"#
            let b = \"""
                @IBAction in a multi-line string
                \"""
            let c = "\\("nested \\("@objc") strings")"
            @IBOutlet var d: UIView!
            """
        let rewrite = SwiftSourceRewrite(source: text, path: "/x.swift")
        let lines = rewrite.text.components(separatedBy: "\n").dropFirst()
        XCTAssertEqual(Array(lines.prefix(5)), Array(text.components(separatedBy: "\n").prefix(5)))
        XCTAssertEqual(lines.last, "          var d: UIView!")
        XCTAssertEqual(rewrite.outlets.map(\.name), ["d"])
    }

    func testNestedTypesNameTheirOwner() {
        let text = """
            struct Outer {
                class Cell: UITableViewCell {
                    @IBOutlet weak var label: UILabel!
                }
                @IBAction func never() {}
            }
            """
        let rewrite = SwiftSourceRewrite(source: text, path: "/x.swift")
        XCTAssertEqual(rewrite.outlets.map(\.type), ["Outer.Cell"])
        XCTAssertEqual(rewrite.actions.map(\.type), ["Outer"])
        XCTAssertEqual(ConnectorSource.runtimeName("Outer.Cell"), "Cell")
    }

    func testSeveralOutletsInOneDeclarationAndWhichMethodsAConnectorCanCall() {
        let text = """
            class Board: UIViewController {
                @IBOutlet weak var a, b: UILabel!
                @IBOutlet var grid: [UIButton]!, score: UILabel!
                @objc func plain(_ sender: Any) {}
                @objc static func shared() {}
                @objc func answer() -> Bool { true }
                @objc func risky(_ sender: Any) throws {}
                @IBAction func tap(_ sender: UIButton) {}
            }
            """
        let rewrite = SwiftSourceRewrite(source: text, path: "/x.swift")
        XCTAssertEqual(rewrite.outlets.map(\.name), ["a", "b", "grid", "score"])
        XCTAssertEqual(rewrite.actions.map { "\($0.selector) \($0.isCallable)" },
                       ["plain: true", "shared false", "answer false", "risky: false", "tap: true"])
        let generated = ConnectorSource(folderPath: "/f", moduleName: "M", documents: [], outlets: rewrite.outlets,
                                        actions: rewrite.actions).text
        XCTAssertTrue(generated.contains("Board.plain:"), generated)
        XCTAssertFalse(generated.contains("Board.shared") || generated.contains("Board.answer") || generated.contains("Board.risky"), generated)
    }

    func testSelectorsBecomeTheirObjectiveCNamesWithoutMovingWhatFollows() {
        let text = """
            button.addTarget(self, action: #selector(send(_:forEvent:)), for: .touchUpInside); x
            let a = #selector(tapped(sender:)); y
            let b = #selector(refresh); z
            let c = #selector(self.handle); w
            let d = #selector(getter: UIView.frame); v
            let e = #selector(setter: Party.title); u
            let f = #selector(unknownElsewhere); t
            """
        let rewrite = SwiftSourceRewrite(source: text, path: "/x.swift", knownSelectors: ["refresh": "refresh", "handle": "handle:"])
        let lines = Array(rewrite.text.components(separatedBy: "\n").dropFirst())
        // Each `#selector(...)` is its Objective-C name, padded with spaces to the same length.
        let squeezed = lines.map { $0.replacingOccurrences(of: " +([;,])", with: "$1", options: .regularExpression) }
        XCTAssertEqual(squeezed, [
            #"button.addTarget(self, action: _sel("send:forEvent:"), for: .touchUpInside); x"#,
            #"let a = _sel("tappedWithSender:"); y"#,
            #"let b = _sel("refresh"); z"#,
            #"let c = _sel("handle:"); w"#,
            #"let d = _sel("frame"); v"#,
            #"let e = _sel("setTitle:"); u"#,
            #"let f = _sel("unknownElsewhere"); t"#,
        ])
        for (new, old) in zip(lines, text.components(separatedBy: "\n")) {
            XCTAssertEqual(new.count, old.count, "columns kept: \(old)")
        }
    }

    func testXcodesFileHeaderMakesWayForTheDirectiveSoEveryLineKeepsItsNumber() {
        let source = """
            //
            //  MessagesViewController.swift
            //  Party MessagesExtension
            //
            //  Created by Kate on 01/06/2024.

            import Messages
            let session = URLSession.shared
            let count: Int = "x"
            """
        let rewrite = SwiftSourceRewrite(source: source, path: "/folder/MessagesViewController.swift")
        let lines = rewrite.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[0...3], ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
                                      #"#sourceLocation(file: "/folder/MessagesViewController.swift", line: 5)"#])
        let original = source.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, original.count)
        XCTAssertEqual(Array(lines[4...]), Array(original[4...]), "line 9 of the copy is line 9 of the original")

        let withoutHeader = SwiftSourceRewrite(source: "import Messages\nlet a = 1", path: "/folder/A.swift")
        XCTAssertEqual(withoutHeader.text, #"#sourceLocation(file: "/folder/A.swift", line: 1)"# + "\nimport Messages\nlet a = 1",
                       "no comment to give up: the directive goes above")
        let windows = SwiftSourceRewrite(source: "//\r\n//  A.swift\r\nlet a = 1\r\n", path: "/folder/A.swift")
        XCTAssertEqual(windows.text, #"#sourceLocation(file: "/folder/A.swift", line: 2)"# + "\n//  A.swift\r\nlet a = 1\r\n",
                       "lines ending in CR LF are lines too")
        let blockComment = SwiftSourceRewrite(source: "/*\n a\n*/\nlet a = 1", path: "/folder/B.swift")
        XCTAssertTrue(blockComment.text.hasPrefix(#"#sourceLocation(file: "/folder/B.swift", line: 1)"# + "\n/*\n"),
                      "a block comment is kept whole")
    }

    func testAPathWithQuotesIsEscapedInTheDirective() {
        let rewrite = SwiftSourceRewrite(source: "", path: #"/a "b"/c\d.swift"#)
        XCTAssertEqual(rewrite.text, #"#sourceLocation(file: "/a \"b\"/c\\d.swift", line: 1)"# + "\n")
    }
}
