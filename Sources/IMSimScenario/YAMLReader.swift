import Foundation
import Yams

/// Typed access to composed YAML nodes of one file, every error carrying the node's location.
struct YAMLReader {
    let file: String

    /// The folder of the file, which paths in it start from.
    var folder: String { (file as NSString).deletingLastPathComponent }

    func location(of node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(at node: Node, _ message: String) -> ScenarioError {
        ScenarioError(location: location(of: node), message: message)
    }

    /// What a node is, for "found ..." in messages.
    func found(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): isNull(scalar) ? "nothing" : "`\(scalar.string)`"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// A plain `~`, `null` or nothing at all.
    func isNull(_ scalar: Node.Scalar) -> Bool {
        scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// True for a scalar written plainly as `word` (so `"none"` in quotes is text, not the keyword).
    func isKeyword(_ node: Node, _ word: String) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && scalar.string == word
    }

    /// A non-null scalar's text.
    func string(_ node: Node, for key: String, expected: String = "a string") throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !isNull(scalar) else {
            throw error(at: node, "expected \(expected) for `\(key)`, found \(found(node))")
        }
        return scalar.string
    }

    func sequence(_ node: Node, for key: String, expected: String) throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw error(at: node, "expected \(expected) for `\(key)`, found \(found(node))")
        }
        return Array(sequence)
    }

    /// A list whose items are all non-null scalars.
    func strings(_ node: Node, for key: String, expected: String = "a list of strings") throws(ScenarioError) -> [String] {
        var strings: [String] = []
        for (index, item) in try sequence(node, for: key, expected: expected).enumerated() {
            guard case .scalar(let scalar) = item, !isNull(scalar) else {
                throw error(at: item, "expected \(expected) for `\(key)`, found \(found(item)) as item \(index + 1)")
            }
            strings.append(scalar.string)
        }
        return strings
    }

    /// A duration like `500ms`, `2s` or `1.5s`, longer than zero.
    func duration(_ node: Node, for key: String) throws(ScenarioError) -> Duration {
        let expected = "a duration like 500ms, 2s or 1.5s"
        guard let duration = Duration(scenarioText: try string(node, for: key, expected: expected)) else {
            throw error(at: node, "expected \(expected) for `\(key)`, found \(found(node))")
        }
        guard duration > .zero else {
            throw error(at: node, "`\(key)` must be longer than 0, found \(found(node)): e.g. 500ms or 2s")
        }
        return duration
    }

    /// The mapping's entries by key text, after checking each key is a string among `allowed`.
    /// `context` names the mapping in messages: "the scenario", "`expect Kate`".
    func entries(of node: Node, in context: String, allowed: [String],
                 expected: String = "a mapping") throws(ScenarioError) -> [(key: String, keyNode: Node, value: Node)] {
        var unknownKeys: [ScenarioError] = []
        let entries = try entries(of: node, in: context, allowed: allowed, expected: expected, unknownKeys: &unknownKeys)
        if let first = unknownKeys.first { throw first }
        return entries
    }

    /// The allowed entries of a mapping; each unknown key is left out and its problem added to
    /// `unknownKeys`. Throws only when `node` is not a mapping.
    func entries(of node: Node, in context: String, allowed: [String], expected: String = "a mapping",
                 unknownKeys: inout [ScenarioError]) throws(ScenarioError) -> [(key: String, keyNode: Node, value: Node)] {
        guard case .mapping(let mapping) = node else {
            throw error(at: node, "expected \(expected) for \(context), found \(found(node))")
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, allowed.contains(scalar.string) else {
                let name = keyNode.scalar?.string ?? found(keyNode)
                let suggestion = Self.closest(to: name, in: allowed).map { "did you mean `\($0)`? " } ?? ""
                unknownKeys.append(error(at: keyNode, "unknown key `\(name)` in \(context); \(suggestion)allowed keys: "
                    + allowed.joined(separator: ", ")))
                continue
            }
            entries.append((scalar.string, keyNode, value))
        }
        return entries
    }

    /// The value of `key` among `entries`, or an error at `node` saying it is missing.
    func required(_ key: String, in entries: [(key: String, keyNode: Node, value: Node)], of node: Node,
                  example: String) throws(ScenarioError) -> (keyNode: Node, value: Node) {
        guard let entry = entries.first(where: { $0.key == key }) else {
            throw error(at: node, "missing `\(key)`: \(example)")
        }
        return (entry.keyNode, entry.value)
    }

    /// The allowed word within two edits of `word`, if one is.
    static func closest(to word: String, in candidates: [String]) -> String? {
        candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs.lowercased()), rhs = Array(rhs.lowercased())
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1]
            for (j, right) in rhs.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
