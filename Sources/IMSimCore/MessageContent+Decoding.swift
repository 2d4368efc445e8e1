extension MessageContent {
    private enum Case: String, CodingKey, CaseIterable { case interactive, text, sticker, attachment }
    private enum Field: String, CodingKey { case _0, path, description, filename }

    /// The synthesized form (`{"text": {"_0": "Hi"}}`), decoded without `allKeys`: the standard library
    /// converts an enum's keys to `[any CodingKey]` and back by dynamic casts, and the first cast of each
    /// key type scans every protocol conformance in the binary. Every phone decodes this on its first
    /// message, so that scan was a fifth of the first message's cost (BENCHMARKS.md, fan-out).
    public init(from decoder: any Decoder) throws {
        let cases = try decoder.container(keyedBy: Case.self)
        var present: [Case] = []
        for candidate in Case.allCases where cases.contains(candidate) { present.append(candidate) }
        guard present.count == 1, let which = present.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected one of interactive, text, sticker, attachment"))
        }
        let fields = try cases.nestedContainer(keyedBy: Field.self, forKey: which)
        switch which {
        case .interactive: self = .interactive
        case .text: self = .text(try fields.decode(String.self, forKey: ._0))
        case .sticker:
            self = .sticker(path: try fields.decode(String.self, forKey: .path),
                            description: try fields.decode(String.self, forKey: .description))
        case .attachment:
            self = .attachment(path: try fields.decode(String.self, forKey: .path),
                               filename: try fields.decode(String.self, forKey: .filename))
        }
    }
}
