import InterfaceBuilder
import XCTest
@testable import XcodeFolder

/// The generated file: a connector per outlet and action, the documents as literals that hold any
/// text, and no key twice.
final class ConnectorSourceTests: XCTestCase {
    func testEachOutletAndActionHasOneConnector() {
        let outlets = [OutletDeclaration(type: "Party", name: "title", line: 3), OutletDeclaration(type: "Party", name: "title", line: 9)]
        let actions = [
            ActionDeclaration(type: "Party", name: "send", labels: ["_"], line: 4, isAction: true),
            ActionDeclaration(type: "Party", name: "refresh", labels: [], line: 5, isAction: true),
            ActionDeclaration(type: "Party", name: "moved", labels: ["_", "forEvent"], line: 6, isAction: true),
        ]
        let text = ConnectorSource(folderPath: "/f", moduleName: "Party", documents: [], outlets: outlets, actions: actions).text
        XCTAssertEqual(text.components(separatedBy: "IBConnect.outlet(").count - 1, 1, text)
        XCTAssertTrue(text.contains(##"#"Party.title"#: { owner, value in IBConnect.outlet(&(owner as! Party).title, value, #"Party.title"#) },"##), text)
        XCTAssertTrue(text.contains(##"IBConnect.action((target as! Party).send(_:), sender, #"Party.send:"#)"##), text)
        XCTAssertTrue(text.contains(##"IBConnect.action((target as! Party).refresh)"##), text)
        XCTAssertTrue(text.contains(##"IBConnect.action((target as! Party).moved(_:forEvent:), sender, event, #"Party.moved:forEvent:"#)"##), text)
    }

    /// An `@IBInspectable` property is set from a runtime attribute's value, as its type holds it.
    func testEachInspectableHasASetter() {
        let inspectables = [InspectableDeclaration(type: "UIView", name: "borderWidth", valueType: "CGFloat", line: 2),
                            InspectableDeclaration(type: "Card", name: "edge", valueType: "UIColor", line: 7)]
        let text = ConnectorSource(folderPath: "/f", moduleName: "M", documents: [], outlets: [], actions: [], inspectables: inspectables).text
        XCTAssertTrue(text.contains(##"#"UIView.borderWidth"#: { object, value in if let value: CGFloat = IBConnect.inspectable(value) { (object as! UIView).borderWidth = value } },"##), text)
        XCTAssertTrue(text.contains(##"#"Card.edge"#: { object, value in if let value: UIColor = IBConnect.inspectable(value) { (object as! Card).edge = value } },"##), text)
    }

    func testNoConnectorsMakesEmptyDictionaries() {
        let text = ConnectorSource(folderPath: "/f", moduleName: "M", documents: [], outlets: [], actions: []).text
        XCTAssertTrue(text.contains("IBConnectors(outlets: [\n            :\n        ], actions: [\n            :\n        ], inspectables: [\n            :\n        ])"), text)
    }

    func testLiteralsHoldQuotesHashesAndBackslashes() {
        XCTAssertEqual(ConnectorSource.literal("plain"), ##"#"plain"#"##)
        XCTAssertEqual(ConnectorSource.literal(##"say "#hi""##), ###"##"say "#hi""##"###)
        XCTAssertEqual(ConnectorSource.literal(##"a\#(b)"##), ###"##"a\#(b)"##"###)
    }

    func testDocumentsAreEncodedAsJSONThatDecodesBack() throws {
        let document = IBDocument(name: "Main", kind: .storyboard, path: "/f/Main.storyboard",
                                  root: IBNode(tag: "document", attributes: ["quote": ##"say "#hi" \ "##], children: [], line: 2))
        let json = ConnectorSource.json(document)
        XCTAssertEqual(try JSONDecoder().decode(IBDocument.self, from: Data(json.utf8)), document)
    }
}
