import IMSimCore

/// The layout's other texts and the message's `summaryText`, as the YAML keys of a bubble write them.
extension BubbleExpectation {
    /// The keys of the texts below, in the order reports list them.
    static let textKeys = ["subcaption", "trailing-caption", "trailing-subcaption", "image-title", "image-subtitle",
                           "summary-text"]

    /// Sets the text `key` names; false for a key that names none.
    mutating func setText(_ text: String, forKey key: String) -> Bool {
        switch key {
        case "subcaption": subcaption = text
        case "trailing-caption": trailingCaption = text
        case "trailing-subcaption": trailingSubcaption = text
        case "image-title": imageTitle = text
        case "image-subtitle": imageSubtitle = text
        case "summary-text": summaryText = text
        default: return false
        }
        return true
    }

    /// The texts this expectation gives, by key, in `textKeys` order.
    var givenTexts: [(key: String, text: String)] {
        let texts = [subcaption, trailingCaption, trailingSubcaption, imageTitle, imageSubtitle, summaryText]
        return zip(Self.textKeys, texts).compactMap { key, text in text.map { (key, $0) } }
    }

    /// The text `key` names, as `item` shows it: a live layout's alternate's, with names for `$UUID`.
    static func text(forKey key: String, of item: TranscriptItem) -> String? {
        let layout = item.message.shownLayout
        let shown = layout?.kind == .live ? layout?.alternate?.first : layout
        switch key {
        case "subcaption": return shown?.subcaption
        case "trailing-caption": return shown?.trailingCaption
        case "trailing-subcaption": return shown?.trailingSubcaption
        case "image-title": return shown?.imageTitle
        case "image-subtitle": return shown?.imageSubtitle
        case "summary-text": return item.message.summaryText
        default: preconditionFailure("`\(key)` is not one of \(textKeys)")
        }
    }
}
