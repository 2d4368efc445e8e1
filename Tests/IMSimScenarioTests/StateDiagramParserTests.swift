import Foundation
import IMSimCore
@testable import IMSimScenario
import XCTest

/// The PlantUML state diagrams a scenario's `model` names, and the `model` key itself.
final class StateDiagramParserTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let seedDiagram = repository.appendingPathComponent("Samples/IMHostingVC/imHostingVC-states.puml").path

    func testTheSeedsDiagramParses() throws {
        let diagram = try StateDiagramParser.parse(contentsOfFile: Self.seedDiagram)
        XCTAssertEqual(diagram.title, "iMessage App extension State Model")
        XCTAssertEqual(diagram.states.map(\.id), ["CM", "EM", "FfC", "FfE", "Mood"])
        XCTAssertEqual(diagram.state("CM")?.label, "Menu (Compact)")
        XCTAssertEqual(diagram.state("FfE")?.label, "Food")
        XCTAssertEqual(diagram.edges.count, 13)
        XCTAssertEqual(diagram.edges.filter { $0.from == StateDiagram.terminal }.map(\.to), ["CM"])
        XCTAssertEqual(diagram.edges.filter { $0.to == StateDiagram.terminal }.map(\.from), ["CM", "EM"])
        let forces = try XCTUnwrap(diagram.edges.first { $0.from == "CM" && $0.to == "FfC" })
        XCTAssertEqual(forces.label, "Forces Expansion")
        XCTAssertEqual(diagram.edges.first { $0.from == "FfC" }?.label, "Back or collapse")
        // `CM -r-> EM : expand`: a direction in the arrow.
        XCTAssertEqual(diagram.edges(from: "CM").map(\.to), [StateDiagram.terminal, "FfC", "EM", "Mood"])
        XCTAssertEqual(diagram.location(of: "CM").line, try lineNumber(of: "state \"Menu (Compact)\" as CM"))
    }

    func testAMalformedDiagramNamesFileAndLine() {
        let text = "@startuml\n[*] --> A\nA --> B : go\nA ==> C\n@enduml\n"
        XCTAssertThrowsError(try StateDiagramParser.parse(text, file: "broken.puml")) { error in
            let error = error as? ScenarioError
            XCTAssertEqual(error?.location, SourceLocation(file: "broken.puml", line: 4, column: 1))
            XCTAssertTrue(error?.description.hasPrefix("broken.puml:4:1: error: cannot read `A ==> C`") ?? false, "\(String(describing: error))")
        }
        XCTAssertThrowsError(try StateDiagramParser.parse("state Composite {\n}\n", file: "nested.puml")) { error in
            XCTAssertEqual((error as? ScenarioError)?.location?.line, 1)
        }
        XCTAssertThrowsError(try StateDiagramParser.parse("title nothing\n", file: "empty.puml")) { error in
            XCTAssertTrue("\(error)".contains("no transitions"), "\(error)")
        }
    }

    func testTheModelKeyMapsEveryStateAndRejectsUnknownOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "[*] --> A\nA --> B\nB --> [*]\n".write(to: folder.appendingPathComponent("m.puml"), atomically: true, encoding: .utf8)
        func yaml(_ states: String) -> String {
            "name: m\napp: probe\ncast: [Kate]\nmodel:\n  diagram: m.puml\n  states:\n\(states)\nsteps:\n  - Kate: open\n"
        }
        let file = folder.appendingPathComponent("s.yaml").path
        let scenario = try ScenarioParser.parse(yaml: yaml("    A: {controller: AView, style: compact}\n    B: {style: expanded}"), file: file)
        let model = try XCTUnwrap(scenario.model)
        XCTAssertEqual(model.identities["A"], .screen(controller: "AView", style: .compact))
        XCTAssertEqual(model.identities["B"], .screen(controller: nil, style: .expanded))
        XCTAssertEqual(model.identities[StateDiagram.terminal], .closed)

        XCTAssertThrowsError(try ScenarioParser.parse(yaml: yaml("    A: {controller: AView}\n    C: closed\n    B: closed"), file: file)) { error in
            XCTAssertEqual((error as? ScenarioError)?.location?.line, 8)
            XCTAssertTrue("\(error)".contains("`C` is not a state"), "\(error)")
        }
        XCTAssertThrowsError(try ScenarioParser.parse(yaml: yaml("    A: {controller: AView}"), file: file)) { error in
            XCTAssertTrue("\(error)".contains("`B` (") && "\(error)".contains("needs an identity"), "\(error)")
        }
    }

    private func lineNumber(of text: String) throws -> Int {
        let lines = try String(contentsOfFile: Self.seedDiagram, encoding: .utf8).components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex { $0.hasPrefix(text) }) + 1
    }
}
