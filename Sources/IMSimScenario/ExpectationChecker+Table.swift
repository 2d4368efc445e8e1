import IMSimCore

/// `table-rows`: headers and rows compared in order, each row on the fields its expectation gives.
extension ExpectationChecker {
    static func tableMismatches(_ expected: [TableEntryExpectation], _ entries: [ScreenElement],
                                location: SourceLocation, what: String) -> [Mismatch] {
        let matches = expected.count == entries.count && zip(expected, entries).allSatisfy { $0.matches($1) }
        guard !matches else { return [] }
        let expectedLines = render(expected)
        // As for bubbles: a matching entry is written as its expectation, the others with the fields compared.
        var fields: Set<String> = []
        for case let .row(text, detail, accessory) in expected {
            if text != nil { fields.insert("text") }
            if detail != nil { fields.insert("detail") }
            if accessory != nil { fields.insert("accessory") }
        }
        let actualLines = entries.enumerated().map { index, entry in
            index < expected.count && expected[index].matches(entry) ? expectedLines[index] : render(entry, fields: fields)
        }
        return [Mismatch(location: location, what: what, expectedLines: expectedLines, actualLines: actualLines)]
    }

    static func render(_ entries: [TableEntryExpectation]) -> [String] {
        entries.map { entry in
            switch entry {
            case let .header(title): "header " + quoted(title)
            case let .row(text, detail, accessory): renderRow(text: text, detail: detail, accessory: accessory)
            }
        }
    }

    /// A header, or a row with `fields` (with none given, its text).
    private static func render(_ entry: ScreenElement, fields: Set<String>) -> String {
        guard entry.kind == .cell else { return "header " + quoted(entry.text ?? "") }
        let fields = fields.isEmpty ? ["text"] : fields
        return renderRow(text: fields.contains("text") ? TableEntryExpectation.text(of: entry) ?? "" : nil,
                         detail: fields.contains("detail") ? entry.detail ?? "nil" : nil,
                         accessory: fields.contains("accessory") ? TableEntryExpectation.accessory(of: entry) : nil,
                         detailIsNil: fields.contains("detail") && entry.detail == nil)
    }

    private static func renderRow(text: String?, detail: String?, accessory: String?, detailIsNil: Bool = false) -> String {
        let parts = [
            text.map { "text: " + quoted($0) },
            detail.map { detailIsNil ? "detail: nil" : "detail: " + quoted($0) },
            accessory.map { "accessory: " + $0 },
        ]
        return "row(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
    }
}
