/// A live bubble as a transcript-style instance of its extension drew it on one phone.
public struct LiveBubble: Codable, Equatable, Sendable {
    /// `contentSizeThatFits(_:)`'s answer, within the size offered, in points.
    public var width: Double
    public var height: Double
    /// The texts on the instance's screen.
    public var texts: [String]

    public init(width: Double, height: Double, texts: [String]) {
        self.width = width
        self.height = height
        self.texts = texts
    }

    /// The size Messages offers a live bubble: the transcript's width, at most this tall.
    public static let offeredWidth = 320.0
    public static let offeredHeight = 480.0
    public static let offered = ContentSize(width: offeredWidth, height: offeredHeight)

    /// The bubble an extension asked for with `contentSizeThatFits(_:)` (nil: it answered nothing,
    /// and gets the size offered), cut to the size offered, as Messages does.
    public init(asked size: ContentSize?, texts: [String]) {
        let size = size ?? Self.offered
        self.init(width: min(max(size.width, 0), Self.offeredWidth), height: min(max(size.height, 0), Self.offeredHeight),
                  texts: texts)
    }
}

/// A size in points, as `CGSize` travels between processes.
public struct ContentSize: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
