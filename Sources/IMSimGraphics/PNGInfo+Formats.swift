import Foundation

/// Format detection and pixel sizes for the image types stickers may use: PNG, APNG, GIF, JPEG.
extension PNGInfo {
    /// The format of `data` from its first bytes (and, for a PNG, its chunk list); nil if none of the four.
    public static func format(of data: Data) -> ImageFormat? {
        let head = [UInt8](data.prefix(8))
        if head.count == 8, head == signature {
            return hasAnimationControl(data) ? .apng : .png
        }
        if head.count >= 6, head[0..<6].elementsEqual("GIF87a".utf8) || head[0..<6].elementsEqual("GIF89a".utf8) {
            return .gif
        }
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            return .jpeg
        }
        return nil
    }

    /// The size in pixels read from the header of a PNG or APNG (IHDR), GIF (logical screen) or
    /// JPEG (first start-of-frame marker); nil if the format is unknown or the header is cut short.
    public static func pixelSize(of data: Data) -> PixelSize? {
        switch format(of: data) {
        case .png, .apng: PNGInfo(data: data)?.pixelSize
        case .gif: gifSize(data)
        case .jpeg: jpegSize(data)
        case nil: nil
        }
    }

    /// GIF: the logical screen width and height, little-endian, after the 6-byte signature.
    private static func gifSize(_ data: Data) -> PixelSize? {
        let bytes = [UInt8](data.prefix(10))
        guard bytes.count == 10 else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        guard width > 0, height > 0 else { return nil }
        return PixelSize(width: width, height: height)
    }

    /// JPEG: walks the marker segments to the first SOFn (baseline SOF0, progressive SOF2, or
    /// another coding), whose frame header holds the height then the width, big-endian.
    private static func jpegSize(_ data: Data) -> PixelSize? {
        let bytes = [UInt8](data)
        var offset = 2  // past SOI
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            // Any number of 0xFF fill bytes may precede a marker.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return nil }
            let marker = bytes[offset]
            offset += 1
            // Standalone markers carry no length: TEM, RSTn, SOI.
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            // End of image, or start of scan with no frame header before it.
            if marker == 0xD9 || marker == 0xDA { return nil }
            guard offset + 2 <= bytes.count else { return nil }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return nil }
            // SOF0...SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, offset + 7 <= bytes.count else { return nil }
                let height = Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4])
                let width = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                guard width > 0, height > 0 else { return nil }
                return PixelSize(width: width, height: height)
            }
            offset += length
        }
        return nil
    }
}
