import Foundation

/// A PNG's header (its IHDR chunk), read without decoding any pixel.
public struct PNGInfo: Sendable, Equatable, Hashable {
    /// How a PNG stores each pixel (the IHDR colour type).
    public enum ColorType: UInt8, Sendable, Equatable, Hashable {
        case grayscale = 0
        case rgb = 2
        case indexed = 3
        case grayscaleAlpha = 4
        case rgba = 6

        /// True for the types with an alpha channel (a `tRNS` chunk can add transparency to the others).
        public var hasAlpha: Bool { self == .grayscaleAlpha || self == .rgba }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: ColorType
    /// True for an APNG: an `acTL` chunk comes before the first `IDAT`.
    public let isAnimated: Bool

    /// The header of `data`; nil unless it starts with the PNG signature and a valid IHDR chunk.
    public init?(data: Data) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, Array(bytes[0..<8]) == PNGInfo.signature,
              PNGInfo.bigEndian(bytes, at: 8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let width = PNGInfo.bigEndian(bytes, at: 16), height = PNGInfo.bigEndian(bytes, at: 20)
        // The PNG spec caps each side at 2^31 - 1.
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height),
              let colorType = ColorType(rawValue: bytes[25]),
              PNGInfo.allowedDepths(for: colorType).contains(Int(bytes[24])) else { return nil }
        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = Int(bytes[24])
        self.colorType = colorType
        self.isAnimated = PNGInfo.hasAnimationControl(data)
    }

    /// The size in pixels.
    public var pixelSize: PixelSize { PixelSize(width: width, height: height) }

    private static func allowedDepths(for colorType: ColorType) -> Set<Int> {
        switch colorType {
        case .grayscale: [1, 2, 4, 8, 16]
        case .indexed: [1, 2, 4, 8]
        case .rgb, .grayscaleAlpha, .rgba: [8, 16]
        }
    }

    /// Walks the chunks after the signature: true if `acTL` comes before `IDAT`.
    static func hasAnimationControl(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bigEndian(bytes, at: offset))
            let type = bytes[offset + 4..<offset + 8]
            if type.elementsEqual("acTL".utf8) { return true }
            if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return false }
            // length, type, data, CRC
            offset += 12 + length
        }
        return false
    }

    static func bigEndian(_ bytes: [UInt8], at start: Int) -> UInt32 {
        bytes[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
