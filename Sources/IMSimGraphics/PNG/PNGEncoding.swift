import Foundation

/// A canvas's PNG, kept with its deflated bands so that the PNG of a similar canvas is made faster
/// (`Canvas.pngEncoding(after:)`). Sendable because nothing in it changes once made: the canvas it
/// holds is only read (its rows compared), and must not be drawn into after it was encoded.
public final class PNGEncoding: @unchecked Sendable {
    public let png: Data
    /// How many of its bands were taken from the earlier encoding, of `bandCount`.
    public let reusedBands: Int
    public var bandCount: Int { bands.count }
    /// The rows of the bands taken from the earlier encoding: the same pixels as the earlier canvas's.
    public let unchangedRows: [Range<Int>]
    public let canvas: Canvas
    let colorType: PNGWriter.ColorType
    let bands: [PNGWriter.Band]

    init(png: Data, canvas: Canvas, colorType: PNGWriter.ColorType, bands: [PNGWriter.Band], unchangedRows: [Range<Int>] = []) {
        self.png = png
        self.reusedBands = unchangedRows.count
        self.unchangedRows = unchangedRows
        self.canvas = canvas
        self.colorType = colorType
        self.bands = bands
    }

    /// True if `other`'s bands line up with this encoding's.
    func matches(_ other: Canvas, colorType: PNGWriter.ColorType) -> Bool {
        other !== canvas && other.width == canvas.width && other.height == canvas.height
            && other.isOpaque == canvas.isOpaque && colorType == self.colorType
    }
}
