import Foundation

/// A message by hand, as it goes to the relay and into a phone's events (docs/DECISIONS.md,
/// "Hand-coded wire forms"); keys in the order of `encode(to:)`.
extension MessagePayload: WireHandCoded {
    /// The body a phone sends the relay.
    public func encodedBody() -> [UInt8] { wireBytes() }

    /// The message in a body from the relay.
    public static func decode(body: [UInt8]) throws(FrameError) -> MessagePayload { try decodeWire(body) }

    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        let optionals = sessionID.wireEntryCount + url.wireEntryCount + layout.wireEntryCount + summaryText.wireEntryCount
            + accessibilityLabel.wireEntryCount + mentions.wireEntryCount
        writer.map(count: 6 + optionals)
        writer.uuid("id", id)
        writer.string("conversationID", conversationID)
        writer.string("senderName", senderName)
        writer.string("bundleIdentifier", bundleIdentifier)
        writer.optionalUUID("sessionID", sessionID)
        writer.optionalString("url", url)
        writer.optional("layout", layout) { writer, layout in writer.write(layout) }
        writer.optionalString("summaryText", summaryText)
        writer.optionalString("accessibilityLabel", accessibilityLabel)
        writer.bool("shouldExpire", shouldExpire)
        writer.write("content", content)
        writer.optional("mentions", mentions) { writer, mentions in writer.codable(mentions) }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> MessagePayload {
        try reader.map { reader throws(WireHandMismatch) in
            var payload = MessagePayload(
                id: try reader.uuid("id"), conversationID: try reader.string("conversationID"),
                senderName: try reader.string("senderName"), bundleIdentifier: try reader.string("bundleIdentifier"),
                sessionID: try reader.optionalUUID("sessionID"), url: try reader.optionalString("url"),
                layout: try reader.optional("layout") { reader throws(WireHandMismatch) in try reader.read(LayoutPayload.self) },
                summaryText: try reader.optionalString("summaryText"),
                accessibilityLabel: try reader.optionalString("accessibilityLabel"),
                shouldExpire: try reader.bool("shouldExpire"), content: try reader.read("content", MessageContent.self))
            payload.mentions = try reader.optional("mentions") { reader throws(WireHandMismatch) in
                try reader.codable([UUID: String].self)
            }
            return payload
        }
    }
}

extension LayoutPayload: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        let optionals = caption.wireEntryCount + subcaption.wireEntryCount + trailingCaption.wireEntryCount
            + trailingSubcaption.wireEntryCount + imageTitle.wireEntryCount + imageSubtitle.wireEntryCount
            + imagePath.wireEntryCount + mediaFileURL.wireEntryCount + alternate.wireEntryCount
        writer.map(count: 1 + optionals)
        writer.raw("kind", kind)
        writer.optionalString("caption", caption)
        writer.optionalString("subcaption", subcaption)
        writer.optionalString("trailingCaption", trailingCaption)
        writer.optionalString("trailingSubcaption", trailingSubcaption)
        writer.optionalString("imageTitle", imageTitle)
        writer.optionalString("imageSubtitle", imageSubtitle)
        writer.optionalString("imagePath", imagePath)
        writer.optionalString("mediaFileURL", mediaFileURL)
        writer.optional("alternate", alternate) { writer, alternates in writer.list(alternates) }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> LayoutPayload {
        try reader.map { reader throws(WireHandMismatch) in
            var layout = LayoutPayload(
                kind: try reader.raw("kind", Kind.self), caption: try reader.optionalString("caption"),
                subcaption: try reader.optionalString("subcaption"), trailingCaption: try reader.optionalString("trailingCaption"),
                trailingSubcaption: try reader.optionalString("trailingSubcaption"),
                imageTitle: try reader.optionalString("imageTitle"), imageSubtitle: try reader.optionalString("imageSubtitle"),
                imagePath: try reader.optionalString("imagePath"), mediaFileURL: try reader.optionalString("mediaFileURL"))
            layout.alternate = try reader.optional("alternate") { reader throws(WireHandMismatch) in
                try reader.list(of: LayoutPayload.self)
            }
            return layout
        }
    }
}

extension MessageContent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case .interactive:
            writer.variant("interactive", fields: 0)
        case let .text(text):
            writer.variant("text", fields: 1)
            writer.string("_0", text)
        case let .sticker(path, description):
            writer.variant("sticker", fields: 2)
            writer.string("path", path)
            writer.string("description", description)
        case let .attachment(path, filename):
            writer.variant("attachment", fields: 2)
            writer.string("path", path)
            writer.string("filename", filename)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> MessageContent {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("interactive") { return .interactive }
            if name.is("text") { return .text(try reader.string("_0")) }
            if name.is("sticker") { return .sticker(path: try reader.string("path"), description: try reader.string("description")) }
            if name.is("attachment") { return .attachment(path: try reader.string("path"), filename: try reader.string("filename")) }
            throw WireHandMismatch()
        }
    }
}

extension DraftMessage: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 3 + sessionID.wireEntryCount + url.wireEntryCount + layout.wireEntryCount
            + summaryText.wireEntryCount + accessibilityLabel.wireEntryCount)
        writer.uuid("id", id)
        writer.optionalUUID("sessionID", sessionID)
        writer.optionalString("url", url)
        writer.optional("layout", layout) { writer, layout in writer.write(layout) }
        writer.optionalString("summaryText", summaryText)
        writer.optionalString("accessibilityLabel", accessibilityLabel)
        writer.bool("shouldExpire", shouldExpire)
        writer.write("content", content)
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> DraftMessage {
        try reader.map { reader throws(WireHandMismatch) in
            DraftMessage(
                id: try reader.uuid("id"), sessionID: try reader.optionalUUID("sessionID"), url: try reader.optionalString("url"),
                layout: try reader.optional("layout") { reader throws(WireHandMismatch) in try reader.read(LayoutPayload.self) },
                summaryText: try reader.optionalString("summaryText"),
                accessibilityLabel: try reader.optionalString("accessibilityLabel"),
                shouldExpire: try reader.bool("shouldExpire"), content: try reader.read("content", MessageContent.self))
        }
    }
}

extension TranscriptItem: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 2 + summary.wireEntryCount + image.wireEntryCount + live.wireEntryCount)
        writer.raw("kind", kind)
        writer.write("message", message)
        writer.optionalString("summary", summary)
        writer.optional("image", image) { writer, image in writer.codable(image) }
        writer.optional("live", live) { writer, live in writer.codable(live) }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> TranscriptItem {
        try reader.map { reader throws(WireHandMismatch) in
            var item = TranscriptItem(kind: try reader.raw("kind", Kind.self), message: try reader.read("message", MessagePayload.self),
                                      summary: try reader.optionalString("summary"),
                                      image: try reader.optional("image") { reader throws(WireHandMismatch) in try reader.codable(ImageFacts.self) })
            item.live = try reader.optional("live") { reader throws(WireHandMismatch) in try reader.codable(LiveBubble.self) }
            return item
        }
    }
}
