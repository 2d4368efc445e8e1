/// A message layout as it travels between phones (`MSMessageTemplateLayout`, `MSMessageLiveLayout`).
public struct LayoutPayload: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case template, live }

    public var kind: Kind
    public var caption: String?
    public var subcaption: String?
    public var trailingCaption: String?
    public var trailingSubcaption: String?
    public var imageTitle: String?
    public var imageSubtitle: String?
    /// A PNG of the layout's image, as a path inside the run directory.
    public var imagePath: String?
    public var mediaFileURL: String?
    /// For a live layout: its alternate template fields (kind is then `.template`).
    public var alternate: [LayoutPayload]?

    public init(kind: Kind = .template, caption: String? = nil, subcaption: String? = nil,
                trailingCaption: String? = nil, trailingSubcaption: String? = nil,
                imageTitle: String? = nil, imageSubtitle: String? = nil,
                imagePath: String? = nil, mediaFileURL: String? = nil, alternate: LayoutPayload? = nil) {
        self.kind = kind
        self.caption = caption
        self.subcaption = subcaption
        self.trailingCaption = trailingCaption
        self.trailingSubcaption = trailingSubcaption
        self.imageTitle = imageTitle
        self.imageSubtitle = imageSubtitle
        self.imagePath = imagePath
        self.mediaFileURL = mediaFileURL
        self.alternate = alternate.map { [$0] }
    }
}
