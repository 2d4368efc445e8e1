/// A field of a transcript item that a `BubbleExpectation` may compare; renders both sides alike,
/// `bubble(caption: "Hi", sender: "Kate")`, so that a diff shows only what differs.
enum BubbleField: Hashable {
    case kind, caption, sender, query, summary, text, filename, image, live
    /// A layout text by its key (`BubbleExpectation+Layout`).
    case layoutText(String)

    /// The fields any of `bubbles` gives.
    static func given(in bubbles: [BubbleExpectation]) -> Set<BubbleField> {
        var fields = Set<BubbleField>()
        for bubble in bubbles {
            if bubble.kind != nil { fields.insert(.kind) }
            if bubble.caption != nil { fields.insert(.caption) }
            if bubble.sender != nil { fields.insert(.sender) }
            if bubble.query != nil || bubble.queryContains != nil { fields.insert(.query) }
            if bubble.summary != nil { fields.insert(.summary) }
            if bubble.text != nil { fields.insert(.text) }
            if bubble.filename != nil { fields.insert(.filename) }
            if bubble.image != nil { fields.insert(.image) }
            if bubble.live != nil { fields.insert(.live) }
            for (key, _) in bubble.givenTexts { fields.insert(.layoutText(key)) }
        }
        return fields
    }
}
