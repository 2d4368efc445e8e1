import Foundation

/// Reads the PlantUML state diagrams the seeds use: `[*] --> CM`, `CM --> FfC : Forces\nExpansion`,
/// `CM -r-> EM : expand`, `state "Menu (Compact)" as CM`, `state Mood : can be either…`, `title …`,
/// between `@startuml` and `@enduml` (Markdown code fences are skipped). Anything else, such as
/// composite states, is an error naming its line. Pure apart from reading the file.
public enum StateDiagramParser {
    public static func parse(contentsOfFile path: String) throws(ScenarioError) -> StateDiagram {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(location: nil, message: "cannot read the state diagram `\(path)`")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws(ScenarioError) -> StateDiagram {
        var diagram = StateDiagram(file: file, states: [], edges: [])
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            let number = index + 1
            if line.isEmpty || line.hasPrefix("'") || line.hasPrefix("@") || line.hasPrefix("```")
                || line.hasPrefix("skinparam") || line.hasPrefix("hide ") {
                continue
            }
            if line.hasPrefix("title ") {
                diagram.title = String(line.dropFirst("title ".count)).trimmingCharacters(in: .whitespaces)
            } else if let edge = transition(line, line: number) {
                for id in [edge.from, edge.to] where id != StateDiagram.terminal {
                    declare(id, label: nil, line: number, in: &diagram)
                }
                diagram.edges.append(edge)
            } else if let (id, label) = stateDeclaration(line) {
                declare(id, label: label, line: number, in: &diagram)
            } else {
                throw ScenarioError(location: SourceLocation(file: file, line: number, column: 1),
                                    message: "cannot read `\(line)`: expected a transition like `CM --> EM : expand`, "
                                        + "`state \"Menu (Compact)\" as CM` or `state Mood : description`")
            }
        }
        guard !diagram.edges.isEmpty else {
            throw ScenarioError(location: SourceLocation(file: file, line: 1, column: 1),
                                message: "the state diagram has no transitions, e.g. [*] --> CM")
        }
        return diagram
    }

    /// A later declaration (`state "Label" as ID`) names a state a transition already used; its line
    /// becomes the declaration's.
    private static func declare(_ id: String, label: String?, line: Int, in diagram: inout StateDiagram) {
        if let index = diagram.states.firstIndex(where: { $0.id == id }) {
            if let label {
                diagram.states[index].label = label
                diagram.states[index].line = line
            }
        } else {
            diagram.states.append(StateDiagram.State(id: id, label: label ?? id, line: line))
        }
    }

    nonisolated(unsafe) private static let arrow =
        /^(\[\*\]|[A-Za-z_][A-Za-z0-9_]*)\s*-+(?:left|right|up|down|l|r|u|d)?-*>\s*(\[\*\]|[A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*(.*))?$/

    private static func transition(_ line: String, line number: Int) -> StateDiagram.Edge? {
        guard let match = line.wholeMatch(of: arrow) else { return nil }
        let label = match.3.map { plain(String($0)) }.flatMap { $0.isEmpty ? nil : $0 }
        return StateDiagram.Edge(from: String(match.1), to: String(match.2), label: label, line: number)
    }

    nonisolated(unsafe) private static let aliased = /^state\s+"([^"]*)"\s+as\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::.*)?$/
    nonisolated(unsafe) private static let plainState = /^(?:state\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::.*)?$/

    /// `state "Label" as ID [: description]`, `state ID [: description]` or `ID : description`.
    private static func stateDeclaration(_ line: String) -> (id: String, label: String?)? {
        if let match = line.wholeMatch(of: aliased) { return (String(match.2), plain(String(match.1))) }
        guard let match = line.wholeMatch(of: plainState) else { return nil }
        // A bare word is not a declaration; `ID : description` and `state ID` are.
        guard line.hasPrefix("state ") || line.contains(":") else { return nil }
        return (String(match.1), nil)
    }

    /// PlantUML's line breaks (`\n`, `\l`, `\r`) as spaces.
    private static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\\l", with: " ")
            .replacingOccurrences(of: "\\r", with: " ").trimmingCharacters(in: .whitespaces)
    }
}
