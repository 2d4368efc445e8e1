import CIMSimCairo
import Foundation

/// A bitmap to draw into, backed by a cairo image surface: 32 bits a pixel, premultiplied,
/// transparent at first (black if opaque). Coordinates start at the top left, y grows down,
/// in pixels until `scaleBy(x:y:)` or `translateBy(x:y:)` change the transform.
///
/// Not thread-safe and not Sendable: create, draw into and read a canvas on one thread.
/// Drawing never throws; if cairo fails (out of memory), operations do nothing and
/// `pngData()` returns empty data.
public final class Canvas {
    /// The largest side cairo accepts, in pixels.
    public static let maximumSide = 32767

    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// True for a surface without alpha: what is not drawn stays black.
    public let isOpaque: Bool

    /// The colour `fill…` operations and text use; black at first.
    public var fillColor = RGBA.black
    /// The colour `strokePath()` and `stroke(rect:)` use; black at first.
    public var strokeColor = RGBA.black
    /// The width of stroked lines in the current user space (points once scaled); 1 at first.
    public var lineWidth: Double = 1

    let surface: OpaquePointer
    let context: OpaquePointer

    /// A transparent canvas of `width` × `height` pixels, or a black one without alpha if `opaque`.
    public convenience init(width: Int, height: Int, opaque: Bool = false) {
        precondition((0...Canvas.maximumSide).contains(width) && (0...Canvas.maximumSide).contains(height),
                     "canvas size \(width)×\(height) outside 0...\(Canvas.maximumSide)")
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        // A new image surface is zero-filled: transparent, or black for RGB24.
        self.init(surface: cairo_image_surface_create(format, Int32(width), Int32(height)))
    }

    /// Takes ownership of `surface`, an image surface in ARGB32 or RGB24.
    init(surface: OpaquePointer) {
        self.surface = surface
        self.context = cairo_create(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// False once cairo has failed (for example out of memory); drawing then does nothing.
    public var isValid: Bool {
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS && cairo_status(context) == CAIRO_STATUS_SUCCESS
    }

    // MARK: Transform

    /// Scales the user space: after `scaleBy(x: 2, y: 2)` one unit is two pixels.
    public func scaleBy(x: Double, y: Double) {
        precondition(x != 0 && y != 0 && x.isFinite && y.isFinite, "scale must be finite and non-zero")
        cairo_scale(context, x, y)
    }

    /// Moves the user space's origin by `x`, `y` units.
    public func translateBy(x: Double, y: Double) {
        cairo_translate(context, x, y)
    }

    /// Limits later drawing to `rect` (intersected with any earlier clip); it clears the current path.
    public func clip(to rect: CGRect) {
        cairo_new_path(context)
        let rect = rect.standardized
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
    }

    // MARK: Filling shapes

    /// Fills `rect` with `fillColor`; it clears the current path.
    public func fill(rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Strokes the outline of `rect` with `strokeColor` and `lineWidth`; it clears the current path.
    public func stroke(rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Fills the ellipse inscribed in `rect` with `fillColor`; it clears the current path.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Fills `rect` with corners rounded to `cornerRadius` (at most half the shorter side).
    public func fillRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        beginPath()
        addRoundedRect(rect, cornerRadius: cornerRadius)
        fillPath()
    }

    /// Makes every pixel transparent (black if opaque), whatever the clip or transform.
    public func clear() {
        cairo_save(context)
        cairo_reset_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Draws all of `canvas`, scaled to fill `rect`, over what is there, with `alpha` applied.
    public func draw(_ canvas: Canvas, in rect: CGRect, alpha: Double = 1) {
        let rect = rect.standardized
        guard canvas.width > 0, canvas.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_surface_flush(canvas.surface)
        cairo_save(context)
        cairo_new_path(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(canvas.width), rect.height / Double(canvas.height))
        cairo_set_source_surface(context, canvas.surface, 0, 0)
        cairo_rectangle(context, 0, 0, Double(canvas.width), Double(canvas.height))
        cairo_clip(context)
        cairo_paint_with_alpha(context, min(max(alpha, 0), 1))
        cairo_restore(context)
    }

    // MARK: Reading pixels

    /// The colour of the pixel at `x`, `y` (in pixels, whatever the transform), not premultiplied.
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside the canvas")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return .clear }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 and RGB24 are native-endian 32-bit words: alpha (or unused), red, green, blue.
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let alpha = isOpaque ? 255 : Double(word >> 24)
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double {
            min(Double((word >> shift) & 0xFF) / alpha, 1)
        }
        return RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha / 255)
    }

    // MARK: Internals

    func setSource(_ color: RGBA) {
        func clamp(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), 1)
        }
        cairo_set_source_rgba(context, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
    }
}
