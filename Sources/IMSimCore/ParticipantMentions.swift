import Foundation

/// `$` followed by a participant's UUID in a layout's text: each phone's transcript shows that
/// participant's name in its place, resolved with that phone's own identifiers.
public enum ParticipantMentions {
    /// The UUIDs written after a `$` in `text`, in order.
    public static func identifiers(in text: String) -> [UUID] {
        var found: [UUID] = []
        _ = replacing(in: text) { identifier in
            found.append(identifier)
            return nil
        }
        return found
    }

    /// `text` with each `$UUID` for which `replacement` gives a string replaced by it (the `$` too).
    public static func replacing(in text: String, _ replacement: (UUID) -> String?) -> String {
        var result = ""
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let candidate = rest[rest.index(after: dollar)...].prefix(36)
            if candidate.count == 36, let identifier = UUID(uuidString: String(candidate)), let text = replacement(identifier) {
                result += text
                rest = rest[candidate.endIndex...]
            } else {
                result.append("$")
                rest = rest[rest.index(after: dollar)...]
            }
        }
        return result + rest
    }
}

extension LayoutPayload {
    /// Every text a person reads in the bubble, alternate layout included, changed by `transform`.
    public func mappingTexts(_ transform: (String) -> String) -> LayoutPayload {
        var layout = self
        layout.caption = caption.map(transform)
        layout.subcaption = subcaption.map(transform)
        layout.trailingCaption = trailingCaption.map(transform)
        layout.trailingSubcaption = trailingSubcaption.map(transform)
        layout.imageTitle = imageTitle.map(transform)
        layout.imageSubtitle = imageSubtitle.map(transform)
        layout.alternate = alternate?.map { $0.mappingTexts(transform) }
        return layout
    }

    /// Every text of the bubble, alternate layout included.
    public var texts: [String] {
        [caption, subcaption, trailingCaption, trailingSubcaption, imageTitle, imageSubtitle].compactMap { $0 }
            + (alternate ?? []).flatMap(\.texts)
    }
}
