/// A Gaussian blur of 8-bit planes (an alpha mask, or premultiplied ARGB's four channels),
/// approximated by three box blurs each way, over only the part that can change: the box around
/// what is not transparent, grown by how far the blur spreads.
enum PlaneBlur {
    /// Blurs `width` × `height` pixels of `channels` bytes (rows `stride` bytes apart; the last
    /// channel is alpha) in place with standard deviation `sigma` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        // Three boxes of width w have the variance of a Gaussian of sigma when w² = 4σ² + 1.
        let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        guard let inked = inkedBox(data, width: width, height: height, stride: stride, channels: channels) else { return }
        let spread = 3 * radius
        let left = max(0, inked.left - spread), right = min(width, inked.right + spread)
        let top = max(0, inked.top - spread), bottom = min(height, inked.bottom + spread)
        let regionWidth = right - left, regionHeight = bottom - top
        var plane = [Int](repeating: 0, count: regionWidth * regionHeight)
        var scratch = plane
        for channel in 0..<channels {
            for y in 0..<regionHeight {
                let row = data + (top + y) * stride + left * channels + channel
                for x in 0..<regionWidth { plane[y * regionWidth + x] = Int(row[x * channels]) }
            }
            for _ in 0..<3 {
                boxPass(&plane, into: &scratch, count: regionHeight, length: regionWidth, step: 1, lineStep: regionWidth, radius: radius)
                boxPass(&scratch, into: &plane, count: regionWidth, length: regionHeight, step: regionWidth, lineStep: 1, radius: radius)
            }
            for y in 0..<regionHeight {
                let row = data + (top + y) * stride + left * channels + channel
                for x in 0..<regionWidth { row[x * channels] = UInt8(min(plane[y * regionWidth + x], 255)) }
            }
        }
    }

    /// The box (half-open) around the pixels whose alpha is not zero, or nil when there are none.
    private static func inkedBox(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                 channels: Int) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var left = width, top = height, right = 0, bottom = 0
        for y in 0..<height {
            let row = data + y * stride + channels - 1
            for x in 0..<width where row[x * channels] != 0 {
                left = min(left, x)
                right = max(right, x + 1)
                top = min(top, y)
                bottom = y + 1
            }
        }
        return right > left ? (left, top, right, bottom) : nil
    }

    /// One box blur along `count` lines of `length` samples, `step` apart within a line.
    private static func boxPass(_ source: inout [Int], into target: inout [Int], count: Int, length: Int,
                                step: Int, lineStep: Int, radius: Int) {
        let window = 2 * radius + 1
        for line in 0..<count {
            let start = line * lineStep
            var sum = 0
            for offset in -radius...radius where (0..<length).contains(offset) {
                sum += source[start + offset * step]
            }
            for index in 0..<length {
                target[start + index * step] = (sum + window / 2) / window
                let leaving = index - radius, entering = index + radius + 1
                if leaving >= 0 { sum -= source[start + leaving * step] }
                if entering < length { sum += source[start + entering * step] }
            }
        }
    }
}
