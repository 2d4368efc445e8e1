import Foundation
import IMSimGraphics
import IMSimCore
import IMSimModel

/// Reads the image files bubbles show, as the phone displaying them would; each file once.
package struct ImageInspector {
    package init() {}

    private var cache: [String: ImageFacts] = [:]

    /// `event` with what this phone read of the image of the item it adds, replaces or stages.
    package mutating func describing(_ event: PhoneEvent) -> PhoneEvent {
        switch event {
        case let .appended(conversation, item): .appended(conversation: conversation, item: describe(item))
        case let .replaced(conversation, messageID, item):
            .replaced(conversation: conversation, messageID: messageID, item: describe(item))
        case let .staged(conversation, item?): .staged(conversation: conversation, item: describe(item))
        default: event
        }
    }

    mutating func describe(_ item: TranscriptItem) -> TranscriptItem {
        guard let path = item.message.layout?.imagePath ?? item.message.content.filePath else { return item }
        var item = item
        item.image = facts(at: path)
        return item
    }

    private mutating func facts(at path: String) -> ImageFacts {
        if let known = cache[path] { return known }
        guard let data = FileManager.default.contents(atPath: path) else {
            return ImageFacts(format: nil, width: 0, height: 0, byteCount: 0)
        }
        let size = PNGInfo.pixelSize(of: data)
        let facts = ImageFacts(format: PNGInfo.format(of: data).map { "\($0)" }, width: size?.width ?? 0,
                               height: size?.height ?? 0, byteCount: data.count)
        cache[path] = facts
        return facts
    }
}
