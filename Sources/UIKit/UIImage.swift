import Foundation

/// An image held as PNG data; `size` is read from the PNG header. Nothing is decoded or drawn.
/// Immutable, so shareable across threads.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private let data: Data
    /// The size in points: pixels divided by `scale`.
    public let size: CGSize
    public let scale: CGFloat

    /// An image from PNG data; nil if `data` is not a PNG with a valid header.
    public init?(data: Data, scale: CGFloat) {
        guard let pixels = UIImage.pngPixelSize(data), scale > 0 else { return nil }
        self.data = data
        self.scale = scale
        self.size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        super.init()
    }

    /// An empty image: no pixels, zero size, scale 1; `pngData()` returns nil.
    public override init() {
        data = Data()
        size = .zero
        scale = 1
        super.init()
    }

    /// An image from PNG data at scale 1; nil if `data` is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from a PNG file; nil if it can't be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: 1)
    }

    /// A PNG resource of the main bundle: `name` or `name.png`.
    public convenience init?(named name: String) {
        let url = Bundle.main.url(forResource: name, withExtension: name.hasSuffix(".png") ? nil : "png")
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, scale: 1)
    }

    /// The PNG data the image was made from; nil for an empty image.
    open func pngData() -> Data? {
        data.isEmpty ? nil : data
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return data == other.data && scale == other.scale
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
