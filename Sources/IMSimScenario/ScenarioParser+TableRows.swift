import Yams

extension ScenarioParser {
    static let tableRowKeys = ["text", "detail", "accessory"]

    /// `table-rows:` a list of rows, each a text or a mapping of `text`, `detail` and `accessory`, and
    /// section headers written `header: TITLE`.
    static func tableRows(_ node: Node, reader: YAMLReader) throws(ScenarioError) -> [TableEntryExpectation] {
        let shape = "a row's text, a mapping of \(tableRowKeys.joined(separator: ", ")), or header: TITLE"
        var entries: [TableEntryExpectation] = []
        for item in try reader.sequence(node, for: "table-rows", expected: "a list of rows and headers") {
            if case .scalar = item {
                entries.append(.row(text: try reader.string(item, for: "table-rows", expected: shape), detail: nil, accessory: nil))
                continue
            }
            if case .mapping(let mapping) = item, let header = mapping.first(where: { $0.key.scalar?.string == "header" }) {
                guard mapping.count == 1 else {
                    throw reader.error(at: item, "a header stands alone in `table-rows`: - header: Lunch")
                }
                entries.append(.header(try reader.string(header.value, for: "header", expected: "a section's title")))
                continue
            }
            var text: String?, detail: String?, accessory: String?
            for entry in try reader.entries(of: item, in: "a table row", allowed: tableRowKeys, expected: shape) {
                let value = try reader.string(entry.value, for: entry.key)
                switch entry.key {
                case "text": text = value
                case "detail": detail = value
                default:
                    guard TableEntryExpectation.accessories.contains(value) else {
                        throw reader.error(at: entry.value, "expected \(TableEntryExpectation.accessories.joined(separator: ", ")) "
                            + "for `accessory`, found \(reader.found(entry.value))")
                    }
                    accessory = value
                }
            }
            guard text != nil || detail != nil || accessory != nil else {
                throw reader.error(at: item, "a table row needs \(tableRowKeys.joined(separator: ", ")) or some of them")
            }
            entries.append(.row(text: text, detail: detail, accessory: accessory))
        }
        return entries
    }
}
