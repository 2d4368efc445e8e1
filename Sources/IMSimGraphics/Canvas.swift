import CIMSimCairo
import Foundation

/// A bitmap to draw into, backed by a cairo image surface: 32 bits a pixel, premultiplied,
/// transparent at first (black if opaque). Coordinates start at the top left, y grows down,
/// in pixels until the transform is changed (`scaleBy(x:y:)`, `translateBy(x:y:)`, `concatenate(_:)`).
///
/// Not thread-safe and not Sendable: create, draw into and read a canvas on one thread. Separate
/// canvases may be used on separate threads at once (cairo keeps no shared mutable state outside
/// its locked caches). Drawing never throws; if cairo fails (out of memory), operations do
/// nothing and `pngData()` returns empty data.
public final class Canvas {
    /// The largest side cairo accepts, in pixels.
    public static let maximumSide = 32767

    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// True for a surface without alpha: what is not drawn stays black.
    public let isOpaque: Bool

    let surface: OpaquePointer
    let context: OpaquePointer
    /// The state `saveState()` saves besides cairo's; the innermost last.
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// Memory the surface's pixels live in when not cairo's own (a mapped file, `PixelMemory`); released after the surface.
    var storage: AnyObject?
    /// Canvases a recording drew from: kept until the recording is released, so that none is freed
    /// (and cairo's snapshot of it detached) on the drawing thread while another thread replays it.
    var recordedSources: [Canvas] = []
    var isRecording = false
    /// Told around every change to the pixels (a bitmap context keeps the caller's memory in step).
    public var drawingObserver: (any CanvasDrawingObserver)?

    /// A transparent canvas of `width` × `height` pixels, or a black one without alpha if `opaque`.
    /// With `keptFromChildProcesses`, a canvas of a megabyte or more lives in memory a child process
    /// does not inherit (`PixelMemory`): for a canvas kept across pictures by a process that starts
    /// others, and never a source another canvas or a recording keeps (its memory goes with it).
    public convenience init(width: Int, height: Int, opaque: Bool = false, keptFromChildProcesses: Bool = false) {
        precondition((0...Canvas.maximumSide).contains(width) && (0...Canvas.maximumSide).contains(height),
                     "canvas size \(width)×\(height) outside 0...\(Canvas.maximumSide)")
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        // A new image surface is zero-filled: transparent, or black for RGB24; so is new memory.
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        if keptFromChildProcesses, stride * height >= PixelMemory.minimumSize, let memory = PixelMemory(size: stride * height) {
            self.init(surface: cairo_image_surface_create_for_data(memory.bytes.assumingMemoryBound(to: UInt8.self), format,
                                                                   Int32(width), Int32(height), Int32(stride)))
            storage = memory
        } else {
            self.init(surface: cairo_image_surface_create(format, Int32(width), Int32(height)))
        }
    }

    /// Takes ownership of `surface`, an image surface in ARGB32 or RGB24.
    convenience init(surface: OpaquePointer) {
        self.init(surface: surface, width: Int(cairo_image_surface_get_width(surface)),
                  height: Int(cairo_image_surface_get_height(surface)),
                  opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
    }

    /// Takes ownership of `surface`, of any kind, `width` × `height` pixels.
    init(surface: OpaquePointer, width: Int, height: Int, opaque: Bool) {
        self.surface = surface
        self.context = cairo_create(surface)
        self.width = width
        self.height = height
        isOpaque = opaque
        Canvas.useUnhintedMetrics(context)
        cairo_set_line_width(context, 1)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// False once cairo has failed (for example out of memory); drawing then does nothing.
    public var isValid: Bool {
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS && cairo_status(context) == CAIRO_STATUS_SUCCESS
    }

    // MARK: Colours and line style

    /// The colour fills and text use; black at first.
    public var fillColor: RGBA {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }

    /// The colour strokes use; black at first.
    public var strokeColor: RGBA {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    /// The width of stroked lines in the current user space (points once scaled); 1 at first.
    public var lineWidth: Double {
        get { cairo_get_line_width(context) }
        set { cairo_set_line_width(context, newValue.isFinite ? max(newValue, 0) : 1) }
    }

    public var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(context) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        }
        set {
            let cap = switch newValue {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
            cairo_set_line_cap(context, cap)
        }
    }

    public var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(context) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        }
        set {
            let join = switch newValue {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
            cairo_set_line_join(context, join)
        }
    }

    /// The ratio of miter length to line width beyond which a miter join is bevelled; 10 at first, as in CoreGraphics.
    public var miterLimit: Double {
        get { cairo_get_miter_limit(context) }
        set { cairo_set_miter_limit(context, max(newValue, 1)) }
    }

    /// Dashes strokes with alternating on and off `lengths`, starting `phase` into the pattern;
    /// no lengths (or all zero) draws solid lines.
    public func setLineDash(phase: Double, lengths: [Double]) {
        let usable = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        if usable {
            cairo_set_dash(context, lengths, Int32(lengths.count), phase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }

    /// Multiplies the opacity of everything drawn afterwards (fills, strokes, text, images, gradients).
    public var alpha: Double {
        get { state.alpha }
        set { state.alpha = newValue.isNaN ? 1 : min(max(newValue, 0), 1) }
    }

    /// How later drawing combines with what is there.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The shadow later drawing casts; nil for none.
    public var shadow: Shadow? {
        get { state.shadow }
        set { state.shadow = newValue.flatMap { $0.color.alpha > 0 ? $0 : nil } }
    }

    /// The standard deviation, in device pixels, of the Gaussian blur a transparency layer begun
    /// now gets when it ends (SwiftUI's `blur`); 0 for none.
    public var layerBlur: Double {
        get { state.layerBlur }
        set { state.layerBlur = max(0, newValue) }
    }

    /// False to draw without anti-aliasing (hard pixel edges).
    public var antialias: Bool {
        get { cairo_get_antialias(context) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(context, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
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
        drawingObserver?.canvasWillDraw(self)
        defer { drawingObserver?.canvasDidDraw(self) }
        cairo_save(context)
        cairo_reset_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Makes the pixels of `rect` (in user space, within the clip) transparent, black if opaque.
    public func clear(rect: CGRect) {
        drawingObserver?.canvasWillDraw(self)
        defer { drawingObserver?.canvasDidDraw(self) }
        cairo_save(context)
        cairo_new_path(context)
        addRect(rect)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_fill(context)
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

    /// Sets `color`, with the global alpha applied, as what cairo draws with.
    func setSource(_ color: RGBA) {
        func clamp(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), 1)
        }
        cairo_set_source_rgba(context, clamp(color.red), clamp(color.green), clamp(color.blue),
                              clamp(color.alpha) * state.alpha)
    }

    /// Text metrics that do not depend on the device scale, so what is measured on one canvas
    /// lays out the same on another at any scale.
    static func useUnhintedMetrics(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
