import CYaml
import IMSimCore

/// A linear pass over libyaml's events before Yams composes the tree. It rejects what would make
/// composing slow or a scenario ambiguous, each at its line and column:
///
/// - anchors (`&name`) and aliases (`*name`), outright: scenarios have no need for them, and an alias
///   bomb (nested aliases used as a mapping key) makes Yams hash an exponentially large key;
/// - nesting deeper than `RunLimits.maximumScenarioDepth` (Yams composes recursively);
/// - a scalar larger than `RunLimits.maximumValueBytes`;
/// - a duplicate key, reported at the duplicate (Yams reports the first occurrence).
///
/// Syntax errors are left to Yams, which reports them with their context. Pure; call from any thread.
enum YAMLPreflight {
    /// A mapping or list being read: for a mapping, whether the next node is a key, and the keys so far
    /// with their marks (a list while short, as most are; indexed once long).
    private struct Collection {
        var isMapping: Bool
        var expectingKey = true
        var keys: [(key: String, mark: yaml_mark_t)] = []
        var index: [String: yaml_mark_t]?

        /// Records `key`; returns where it was before if it was.
        mutating func insert(_ key: String, at mark: yaml_mark_t) -> yaml_mark_t? {
            if index == nil, keys.count >= 16 {
                index = Dictionary(keys.map { ($0.key, $0.mark) }, uniquingKeysWith: { first, _ in first })
            }
            if index != nil {
                if let first = index?[key] { return first }
                index?[key] = mark
                return nil
            }
            if let first = keys.first(where: { $0.key == key }) { return first.mark }
            keys.append((key, mark))
            return nil
        }
    }

    static func check(_ yaml: String, file: String) throws(ScenarioError) {
        var yaml = yaml
        if let error = yaml.withUTF8({ scan($0, file: file) }) { throw error }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> ScenarioError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var open: [Collection] = []
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            func location(_ mark: yaml_mark_t) -> SourceLocation {
                SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
            }
            func problem(_ message: String) -> ScenarioError { ScenarioError(location: location(event.start_mark), message: message) }
            let isKey = open.last.map { $0.isMapping && $0.expectingKey } ?? false
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_ALIAS_EVENT:
                return problem("aliases (`*name`) are not allowed in scenario files; write the value out")
            case YAML_SCALAR_EVENT:
                if event.data.scalar.anchor != nil { return anchorProblem(location(event.start_mark)) }
                guard event.data.scalar.length <= RunLimits.maximumValueBytes else {
                    return problem("this value is \(event.data.scalar.length) bytes; a scenario value may have at most "
                        + "\(RunLimits.maximumValueBytes) (a frame must carry it)")
                }
                if isKey {
                    let key = String(decoding: UnsafeBufferPointer(start: event.data.scalar.value,
                                                                   count: event.data.scalar.length), as: UTF8.self)
                    if let first = open[open.count - 1].insert(key, at: event.start_mark).map(location) {
                        return problem("duplicate key `\(key.escapedForMessage)`, already at line \(first.line), column \(first.column); "
                            + "write each key once")
                    }
                }
                advance(&open)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                if anchor != nil { return anchorProblem(location(event.start_mark)) }
                guard open.count < RunLimits.maximumScenarioDepth else {
                    return problem("lists and mappings are nested more than \(RunLimits.maximumScenarioDepth) deep")
                }
                open.append(Collection(isMapping: isMapping))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                open.removeLast()
                advance(&open)
            default:
                continue
            }
        }
    }

    private static func anchorProblem(_ location: SourceLocation) -> ScenarioError {
        ScenarioError(location: location, message: "anchors (`&name`) are not allowed in scenario files; write the value out")
    }

    /// A whole node was read inside the innermost collection: in a mapping, keys and values alternate.
    private static func advance(_ open: inout [Collection]) {
        guard let last = open.indices.last, open[last].isMapping else { return }
        open[last].expectingKey.toggle()
    }
}
