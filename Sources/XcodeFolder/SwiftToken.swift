/// A piece of Swift source that matters to the rewriter: a word (identifier or keyword), an
/// attribute (`@IBOutlet`), or one punctuation character. Strings and comments are skipped whole.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        case word, attribute, punctuation
    }

    let kind: Kind
    let text: String
    /// Where it starts and ends in the source's UTF-8 bytes.
    let start: Int
    let end: Int
}
