import Foundation

/// An image held as PNG data; `size` is read from the PNG header. It is decoded only when drawn
/// (`draw(in:)`, an image view's layer). Immutable, so shareable across threads.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private let data: Data
    /// The size in points: pixels divided by `scale`.
    public let size: CGSize
    public let scale: CGFloat
    /// How the image is tinted when drawn in a view; `.automatic` unless made with a mode.
    public let renderingMode: RenderingMode
    /// The SF Symbol this image stands in for (`init(systemName:)`); nil for other images.
    package let symbolName: String?
    /// The resource name of an image made by `init(named:)`; nil for other images.
    package let assetName: String?
    /// The configuration of a symbol image; nil for other images.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour given by `withTintColor(_:)`, if any.
    package let tint: UIColor?

    /// How an image is drawn: its own colours, or its shape filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// An image from PNG or JPEG data (a JPEG is decoded and kept as PNG); nil if `data` is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0 else { return nil }
        let data = UIImage.pngPixelSize(data) == nil ? (UIImage.pngFromJPEG(data) ?? data) : data
        guard let pixels = UIImage.pngPixelSize(data) else { return nil }
        self.init(data: data, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                  renderingMode: .automatic, symbolName: nil, symbolConfiguration: nil, tint: nil)
    }

    /// Every image is made here: PNG `data` already checked to be `size` points at `scale`.
    package init(data: Data, size: CGSize, scale: CGFloat, renderingMode: RenderingMode, symbolName: String?,
                 symbolConfiguration: SymbolConfiguration?, tint: UIColor?, assetName: String? = nil) {
        self.data = data
        self.assetName = assetName
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbolName = symbolName
        self.symbolConfiguration = symbolConfiguration
        self.tint = tint
        super.init()
    }

    /// An empty image: no pixels, zero size, scale 1; `pngData()` returns nil.
    public convenience override init() {
        self.init(data: Data(), size: .zero, scale: 1, renderingMode: .automatic, symbolName: nil,
                  symbolConfiguration: nil, tint: nil)
    }

    /// A copy with some facts changed.
    package func copying(renderingMode: RenderingMode? = nil, symbolConfiguration: SymbolConfiguration? = nil,
                      tint: UIColor? = nil) -> UIImage {
        UIImage(data: data, size: size, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
                symbolName: symbolName, symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration,
                tint: tint ?? self.tint, assetName: assetName)
    }

    /// How the image is turned: always up here (PNG images carry no turn).
    open var imageOrientation: Orientation { .up }

    /// True for SF Symbol images (`init(systemName:)`).
    open var isSymbolImage: Bool { symbolName != nil }

    /// The same image drawn with `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copying(renderingMode: renderingMode)
    }

    /// The same image, to be drawn in `color` (`.alwaysOriginal` keeps that colour in any view).
    open func withTintColor(_ color: UIColor) -> UIImage {
        copying(renderingMode: .alwaysOriginal, tint: color)
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copying(renderingMode: renderingMode, tint: color)
    }

    /// An image from PNG data at scale 1; nil if `data` is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from a PNG or JPEG file; nil if it can't be read or is neither.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: 1)
    }

    /// An image of the app's: from an image set of its asset catalogs at the screen's scale (or the
    /// nearest), an image file beside its sources (`name`, `name@2x`, `name.png`; a JPEG by its
    /// extension, `photo.jpg`, as Apple asks for every format but PNG), or a resource of the main
    /// bundle. PNG or JPEG (kept as PNG).
    public convenience init?(named name: String) {
        var file = AppResources.imageFile(named: name, scale: UIScreen.screenScale)
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        if file == nil, let url = Bundle.main.url(forResource: name, withExtension: hasExtension ? nil : "png") {
            file = (url.path, 1)
        }
        guard let file, let contents = FileManager.default.contents(atPath: file.path) else { return nil }
        let data = UIImage.pngPixelSize(contents) == nil ? (UIImage.pngFromJPEG(contents) ?? contents) : contents
        guard let pixels = UIImage.pngPixelSize(data) else { return nil }
        self.init(data: data, size: CGSize(width: pixels.width / file.scale, height: pixels.height / file.scale), scale: file.scale,
                  renderingMode: .automatic, symbolName: nil, symbolConfiguration: nil, tint: nil, assetName: name)
    }

    /// The name a person knows the image by: its SF Symbol's, or its resource's; nil for others.
    package var imageName: String? { symbolName ?? assetName }

    /// The PNG data the image was made from; nil for an empty image.
    open func pngData() -> Data? {
        data.isEmpty ? nil : data
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return data == other.data && scale == other.scale && symbolName == other.symbolName
            && renderingMode == other.renderingMode
    }

    open override var description: String {
        let name = symbolName.map { " named(system: \($0))" } ?? ""
        return "<UIImage\(name) {\(size.width), \(size.height)}>"
    }

    open override var hash: Int { data.hashValue }

    /// Width and height from the IHDR chunk, which a valid PNG has first.
    private static func pngPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == pngSignature,
              bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ start: Int) -> UInt32 {
            bytes[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }
}
