import Foundation
import XCTest

/// The document's rules on a small made-up module.
final class APIDocumentTests: XCTestCase {
    private func graph(_ symbols: [(kind: String, path: [String], declaration: String)]) throws -> SymbolGraph {
        let json: [String: Any] = [
            "symbols": symbols.map { symbol in [
                "kind": ["identifier": symbol.kind], "identifier": ["precise": symbol.path.joined(separator: "_")],
                "pathComponents": symbol.path, "names": ["title": symbol.path.last!],
                "declarationFragments": [["spelling": symbol.declaration]],
            ] },
            "relationships": [] as [Any],
        ]
        return try JSONDecoder().decode(SymbolGraph.self, from: JSONSerialization.data(withJSONObject: json))
    }

    private func document(status: String) throws -> APIDocument {
        let widgets = try graph([
            ("swift.class", ["UIWidget"], "@MainActor @preconcurrency class UIWidget"),
            ("swift.property", ["UIWidget", "size"], "@MainActor var size: CGSize"),
            ("swift.method", ["UIWidget", "spin()"], "@MainActor func spin()"),
            ("swift.enum", ["UIWidget", "Style"], "enum Style"),
            ("swift.enum.case", ["UIWidget", "Style", "round"], "case round"),
        ])
        let strings = try graph([("swift.method", ["String", "widgetize()"], "func widgetize()")])
        return APIDocument(modules: [("UIKit", [widgets, strings])], status: status, repository: URL(fileURLWithPath: "/"))
    }

    func testTypesMembersNestedTypesAndExtensionsAreListedWithTheirStatus() throws {
        let made = try document(status: """
            ## UIKit: Widgets
            UIWidget headless Kept, never drawn.
            UIWidget.spin() stand-in Nothing turns.
            ## UIKit: Foundation extensions
            String ios
            """)
        XCTAssertEqual(made.problems, [])
        for expected in ["### Widgets", "#### UIWidget", "**headless** · main actor · `class UIWidget`", "*headless:* Kept, never drawn.",
                         "- `var size: CGSize`", "- `func spin()` — **stand-in**: Nothing turns.", "##### UIWidget.Style",
                         "- `case round`", "#### String", "**iOS** · extension", "- `func widgetize()`"] {
            XCTAssert(made.text.contains(expected + "\n"), "lists \(expected)")
        }
    }

    func testANameWithoutStatusAndAStatusForNothingAreProblems() throws {
        let made = try document(status: """
            ## UIKit: Widgets
            UIWidget ios
            UIGadget ios
            UIWidget.wobble() headless
            """)
        XCTAssertEqual(made.problems, [
            "docs/api-status.txt line 3: UIKit has no public `UIGadget`",
            "docs/api-status.txt line 4: UIKit has no public `UIWidget.wobble()`",
            "UIKit.String has no status in docs/api-status.txt (add it to a `## UIKit: …` group)",
        ])
    }

    func testAnUnknownStatusIsAProblem() throws {
        let made = try document(status: "## UIKit: Widgets\nUIWidget shiny\nString ios\n")
        XCTAssertEqual(made.problems.first, "docs/api-status.txt line 2: expected `NAME STATUS [NOTE]` with STATUS one of ios, headless, stand-in, imsim")
    }
}
