import Foundation
import IMSimModel
import IMSimGraphics

/// Two pictures compared pixel by pixel, as decoded (not as PNG bytes): how many pixels differ by more
/// than a tolerance on some channel, and where.
public struct PictureComparison: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels with a channel (alpha, red, green or blue, premultiplied, 0...255) further apart than the tolerance.
    public var differing: Int
    /// The smallest rectangle holding every differing pixel, in pixels: x, y, width, height; nil if none.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)? {
        guard differing > 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    public var total: Int { width * height }
    /// The fraction of pixels that match, 0...1.
    public var matchingFraction: Double { total == 0 ? 1 : Double(total - differing) / Double(total) }


    /// Compares `expected` and `actual`, the same size, word by word (`Canvas.argbWords()`); fills
    /// `mask` (one entry a pixel, true where they differ) when given.
    public static func compare(expected: [UInt32], actual: [UInt32], width: Int, height: Int, tolerance: Int,
                               mask: inout [Bool]) -> PictureComparison {
        precondition(expected.count == width * height && actual.count == width * height)
        var result = PictureComparison(width: width, height: height, differing: 0)
        mask = [Bool](repeating: false, count: width * height)
        let tolerance = UInt32(max(0, tolerance))
        expected.withUnsafeBufferPointer { lhs in
            actual.withUnsafeBufferPointer { rhs in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        let a = lhs[index], b = rhs[index]
                        guard a != b else { continue }
                        if tolerance > 0 {
                            var within = true
                            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                                let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
                                if (ca > cb ? ca - cb : cb - ca) > tolerance { within = false; break }
                            }
                            if within { continue }
                        }
                        result.differing += 1
                        mask[index] = true
                        result.minX = min(result.minX, x); result.maxX = max(result.maxX, x)
                        result.minY = min(result.minY, y); result.maxY = max(result.maxY, y)
                    }
                }
            }
        }
        return result
    }

    /// The actual picture faded to a quarter of its contrast over white, with differing pixels in
    /// opaque magenta: where the pictures differ stands out.
    public static func differenceWords(actual: [UInt32], mask: [Bool]) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: actual.count)
        for index in actual.indices {
            if mask[index] { out[index] = 0xFFFF_00FF; continue }
            let word = actual[index]
            let alpha = (word >> 24) & 0xFF
            // Over white, then faded: 3/4 white, 1/4 the pixel.
            func channel(_ shift: UInt32) -> UInt32 {
                let premultiplied = (word >> shift) & 0xFF
                let overWhite = premultiplied + (255 - alpha)
                return (overWhite + 3 * 255) / 4
            }
            out[index] = 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
        return out
    }
}
