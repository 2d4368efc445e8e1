import Foundation
internal import IMSimGraphics

/// The memory behind a bitmap context or a raw image: 8 bits a component, four bytes a pixel (RGB
/// with alpha premultiplied or skipped, in any of CoreGraphics' orders), or one (gray, or alpha only).
/// What CoreGraphics' bitmap contexts refuse (16 or 32 bits a component, floats, unpremultiplied alpha)
/// makes no layout.
final class BitmapMemory {
    let bytes: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let bitsPerPixel: Int
    let bitmapInfo: CGBitmapInfo
    let mirror: PixelBufferMirror
    private let owned: Bool

    /// `data`, or zeroed memory of our own if nil; nil if the layout is not one CoreGraphics draws into.
    init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
          space: CGColorSpace?, bitmapInfo: UInt32, allowsUnpremultiplied: Bool = false) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, width >= 0, height >= 0, !info.contains(.floatComponents),
              let alphaInfo = info.alphaInfo,
              let layout = Self.layout(alphaInfo: alphaInfo, byteOrder: info.byteOrder, components: space?.numberOfComponents,
                                       allowsUnpremultiplied: allowsUnpremultiplied) else { return nil }
        let bytesPerPixel = if case .fourBytes = layout { 4 } else { 1 }
        let rowBytes = bytesPerRow == 0 ? width * bytesPerPixel : bytesPerRow
        guard rowBytes >= width * bytesPerPixel else { return nil }
        if let data {
            bytes = data
            owned = false
        } else {
            bytes = UnsafeMutableRawPointer.allocate(byteCount: max(rowBytes * height, 1), alignment: 16)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(rowBytes * height, 1))
            owned = true
        }
        self.bytesPerRow = rowBytes
        bitsPerPixel = bytesPerPixel * 8
        self.bitmapInfo = info
        mirror = PixelBufferMirror(buffer: bytes, bytesPerRow: rowBytes, layout: layout)
    }

    deinit {
        if owned { bytes.deallocate() }
    }

    /// Where each component lies: in the order the alpha info names them (alpha first or last), the
    /// four bytes reversed for 32-bit little-endian order.
    private static func layout(alphaInfo: CGImageAlphaInfo, byteOrder: UInt32, components: Int?,
                               allowsUnpremultiplied: Bool) -> PixelBufferMirror.Layout? {
        switch (alphaInfo, components) {
        case (.alphaOnly, _): return .alphaOnly
        case (.none, 1): return .gray
        case (.none, _), (_, 1), (_, nil): return nil
        default: break
        }
        let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
        let skips = alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast
        let premultiplied = !(alphaInfo == .first || alphaInfo == .last)
        guard premultiplied || allowsUnpremultiplied else { return nil }
        var order = alphaFirst ? [0, 1, 2, 3] : [3, 0, 1, 2] // positions of alpha, red, green, blue
        if byteOrder == CGImageByteOrderInfo.order32Little.rawValue { order = order.map { 3 - $0 } }
        return .fourBytes(alpha: order[0], red: order[1], green: order[2], blue: order[3], skipsAlpha: skips,
                          premultiplied: premultiplied)
    }
}
