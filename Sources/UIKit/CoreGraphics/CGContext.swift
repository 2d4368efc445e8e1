import Foundation
internal import IMSimGraphics

/// A drawing destination: a bitmap with a graphics state (colours, line style, alpha, shadow,
/// transform, clip) and a current path. The contexts UIKit makes (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContextWithOptions`) have their origin at the top left and y growing down,
/// in points. Like CoreGraphics' contexts it is not thread-safe: use one on one thread at a time;
/// separate contexts may be used on separate threads at once.
public final class CGContext {
    let canvas: Canvas
    /// Pixels per point.
    let scale: CGFloat
    /// The memory of a bitmap context (`CGContext(data:…)`), kept in step with the canvas.
    let bitmap: BitmapMemory?
    /// Saved graphics states, for the mask clips that end with them.
    private var stateDepth = 0
    /// Clips to an image mask (`clip(to:mask:)`): later drawing is collected in a transparency layer
    /// and kept where the mask shows when the state it was made in is restored (or the image is taken).
    private var maskClips: [(depth: Int, mask: Canvas, rect: CGRect)] = []

    init(canvas: Canvas, scale: CGFloat, bitmap: BitmapMemory? = nil) {
        self.canvas = canvas
        self.scale = scale
        self.bitmap = bitmap
    }

    /// The bitmap's size in pixels.
    public var width: Int { canvas.width }
    public var height: Int { canvas.height }

    // MARK: Graphics state

    public func saveGState() {
        stateDepth += 1
        canvas.saveState()
    }

    public func restoreGState() {
        while let clip = maskClips.last, clip.depth >= stateDepth { endMaskClip() }
        guard stateDepth > 0 else { return }
        stateDepth -= 1
        canvas.restoreState()
    }

    /// Limits later drawing to where `mask` (an image mask, or a gray image, as `CGImage.masking(_:)`
    /// reads them), stretched over `rect` as images are drawn, lets it show, until the graphics
    /// state is restored.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let alpha = mask.maskAlpha() else { return }
        canvas.beginTransparencyLayer()
        maskClips.append((stateDepth, alpha, rect))
    }

    /// Ends every mask clip still open, as the image is taken.
    func finishMaskClips() {
        while !maskClips.isEmpty { endMaskClip() }
    }

    private func endMaskClip() {
        guard let clip = maskClips.popLast() else { return }
        canvas.endTransparencyLayer { canvas.draw(clip.mask, in: clip.rect, flipped: true) }
    }

    /// Collects later drawing until `endTransparencyLayer()`, then composites it at once with the
    /// alpha, blend mode and shadow in effect now (one shadow for the whole group).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { canvas.beginTransparencyLayer() }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) { canvas.beginTransparencyLayer() }

    public func endTransparencyLayer() { canvas.endTransparencyLayer() }

    public func setFillColor(_ color: CGColor) { canvas.fillColor = color.rgba }
    public func setStrokeColor(_ color: CGColor) { canvas.strokeColor = color.rgba }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        canvas.fillColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        canvas.strokeColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        canvas.fillColor = RGBA(white: Double(gray), alpha: Double(alpha))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        canvas.strokeColor = RGBA(white: Double(gray), alpha: Double(alpha))
    }

    public func setLineWidth(_ width: CGFloat) { canvas.lineWidth = Double(width) }

    public func setLineCap(_ cap: CGLineCap) {
        canvas.lineCap = switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        canvas.lineJoin = switch join {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }

    public func setMiterLimit(_ limit: CGFloat) { canvas.miterLimit = Double(limit) }

    /// Dashes later strokes: `lengths` alternately painted and skipped, starting `phase` into them.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        canvas.setLineDash(phase: Double(phase), lengths: lengths.map(Double.init))
    }

    /// Multiplies the opacity of everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha = Double(alpha) }

    public func setBlendMode(_ mode: CGBlendMode) {
        let all = BlendMode.allCases
        canvas.blendMode = switch mode {
        case .plusDarker: .multiply // cairo has no plus-darker; the nearest darkening mode.
        case .plusLighter: .plusLighter
        default: all[Int(mode.rawValue)]
        }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) { canvas.antialias = shouldAntialias }

    /// How images are resampled: `.none` keeps hard pixel edges.
    public var interpolationQuality: CGInterpolationQuality = .default

    /// A shadow cast by later drawing: `offset` in points (positive height downwards, as in
    /// UIKit's contexts), `blur` in points, `color` nil for none.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color else {
            canvas.shadow = nil
            return
        }
        canvas.shadow = Shadow(offsetX: Double(offset.width * scale), offsetY: Double(offset.height * scale),
                               blur: Double(blur * scale), color: color.rgba)
    }

    /// A shadow of black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Transform

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { canvas.translateBy(x: Double(tx), y: Double(ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { canvas.scaleBy(x: Double(sx), y: Double(sy)) }
    public func rotate(by angle: CGFloat) { canvas.rotate(by: Double(angle)) }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        canvas.concatenate(transform.matrix)
    }

    /// The transform from user space to device space, whose origin is the bottom left in pixels
    /// with y up, as in CoreGraphics: a UIKit context's starts flipped, `(scale, 0, 0, -scale, 0, height)`.
    public var ctm: CGAffineTransform {
        let matrix = canvas.transform
        let toPixels = CGAffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: matrix.tx, ty: matrix.ty)
        return toPixels.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    // MARK: Making an image

    /// An image of what has been drawn so far; nil if the context has no pixels.
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        finishMaskClips()
        return CGImage(canvas: canvas)
    }
}
