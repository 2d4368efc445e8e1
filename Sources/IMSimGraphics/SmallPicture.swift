import Foundation

/// A canvas `width` pixels wide (never scaled up), on white, as a JPEG: a report's small picture.
/// Shrunk by whole factors first (a box filter, cheap), then scaled the rest of the way. Kept, it
/// makes the small picture of the next canvas faster (`init(of:width:after:unchangedRows:)`).
public struct SmallPicture: @unchecked Sendable {
    public let jpeg: Data
    /// The box-filtered canvas, when the canvas was shrunk (only read afterwards).
    let shrunk: Canvas?
    let width: Int

    /// Nil for a canvas with no pixels, or if JPEG encoding fails.
    public init?(of canvas: Canvas, width: Int) {
        self.init(of: canvas, width: width, after: nil, unchangedRows: [])
    }

    /// The small picture of `canvas`, taking the shrunk rows of `unchangedRows` (ascending rows that
    /// hold the same pixels as the canvas `previous` was made of) from `previous`.
    public init?(of canvas: Canvas, width: Int, after previous: SmallPicture?, unchangedRows: [Range<Int>]) {
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        let factor = canvas.width / width
        let reusable = previous.flatMap { $0.width == width ? $0.shrunk : nil }
        let shrunk = factor >= 2 ? canvas.shrunk(by: factor, reusing: reusable, unchangedRows: unchangedRows) : nil
        let source = shrunk ?? canvas
        guard let jpeg = Self.onWhite(source, width: width).jpegData(quality: 0.8) else { return nil }
        self.jpeg = jpeg
        self.shrunk = shrunk
        self.width = width
    }

    /// `source` at most `width` pixels wide on white: `source` itself when it is opaque and that
    /// wide already (a 3x screen shrunk by 3), as drawing it on white would copy it pixel for pixel.
    private static func onWhite(_ source: Canvas, width: Int) -> Canvas {
        if source.isOpaque && source.width <= width { return source }
        let scale = min(1, Double(width) / Double(source.width))
        let small = Canvas(width: max(1, Int((Double(source.width) * scale).rounded())),
                           height: max(1, Int((Double(source.height) * scale).rounded())), opaque: true)
        small.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        small.fill(rect: CGRect(x: 0, y: 0, width: small.width, height: small.height))
        small.draw(source, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
        return small
    }
}
