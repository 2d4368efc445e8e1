import Foundation
import IMSimCore
import Yams

extension ScenarioParser {
    static let modelExample = """
        model: {diagram: states.puml, states: {CM: {controller: MenuViewController, style: compact}, "[*]": closed}}
        """

    /// `model:` a PlantUML state diagram (a path relative to the scenario's folder) and, for each of its
    /// states, what identifies it: `closed`, or a `controller` and/or a `style`.
    static func model(_ node: Node, reader: YAMLReader) throws(ScenarioError) -> StateModel {
        let entries = try reader.entries(of: node, in: "`model`", allowed: ["diagram", "states"],
                                         expected: "a mapping of diagram and states: \(modelExample)")
        let diagramNode = try reader.required("diagram", in: entries, of: node, example: modelExample).value
        let statesNode = try reader.required("states", in: entries, of: node, example: modelExample).value
        let path = try reader.string(diagramNode, for: "diagram", expected: "the path of a PlantUML state diagram")
        let folder = (reader.file as NSString).deletingLastPathComponent
        let resolved = readablePath(path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path))
        let diagram: StateDiagram
        do {
            diagram = try StateDiagramParser.parse(contentsOfFile: resolved)
        } catch {
            throw error.location == nil ? reader.error(at: diagramNode, error.message) : error
        }
        guard case .mapping(let mapping) = statesNode else {
            throw reader.error(at: statesNode, "expected a mapping of the diagram's states to what identifies them: \(modelExample)")
        }
        var identities: [String: StateModel.Identity] = [StateDiagram.terminal: .closed]
        for (keyNode, value) in mapping {
            let id = try reader.string(keyNode, for: "states", expected: "a state of the diagram")
            guard id == StateDiagram.terminal || diagram.state(id) != nil else {
                let known = diagram.states.map(\.id).joined(separator: ", ")
                throw reader.error(at: keyNode, "`\(id)` is not a state of \(resolved); its states: \(known)")
            }
            identities[id] = try identity(value, of: id, reader: reader)
        }
        if let unmapped = diagram.states.first(where: { identities[$0.id] == nil }) {
            throw reader.error(at: statesNode, "`\(unmapped.id)` (\(resolved):\(unmapped.line)) needs an identity: "
                + "\(unmapped.id): {controller: ..., style: ...} or closed")
        }
        return StateModel(diagram: diagram, identities: identities, location: reader.location(of: node))
    }

    /// `path` without `..`, from the working directory when it is inside it.
    private static func readablePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let here = FileManager.default.currentDirectoryPath + "/"
        return absolute.hasPrefix(here) ? String(absolute.dropFirst(here.count)) : absolute
    }

    private static func identity(_ node: Node, of id: String, reader: YAMLReader) throws(ScenarioError) -> StateModel.Identity {
        if reader.isKeyword(node, "closed") { return .closed }
        let entries = try reader.entries(of: node, in: "`\(id)`", allowed: ["controller", "style"],
                                         expected: "closed, or a mapping of controller and style")
        var controller: String?
        var style: PresentationStyle?
        for entry in entries {
            let text = try reader.string(entry.value, for: entry.key)
            if entry.key == "controller" {
                controller = text
            } else if let parsed = PresentationStyle(rawValue: text) {
                style = parsed
            } else {
                throw reader.error(at: entry.value, "expected compact or expanded for `style`, found \(reader.found(entry.value))")
            }
        }
        guard controller != nil || style != nil else {
            throw reader.error(at: node, "`\(id)` needs a controller, a style or both, or closed")
        }
        return .screen(controller: controller, style: style)
    }
}
