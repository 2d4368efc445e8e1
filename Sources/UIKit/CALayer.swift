import Foundation
internal import IMSimGraphics

/// A rectangle of content with a background, rounded corners, a border, opacity and a shadow.
/// A view's layer (`UIView.layer`) shares the view's frame, background colour, alpha, hiding and
/// clipping, and has the layers of its subviews as sublayers. `render(in:)` draws it. Main actor
/// only: here layers are drawn with their views.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs; nil for a standalone layer.
    private weak var view: UIView?
    private var ownFrame = CGRect.zero
    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownMasksToBounds = false
    private var ownSublayers: [CALayer] = []
    open private(set) weak var superlayer: CALayer?

    open var cornerRadius: CGFloat = 0 {
        didSet { Appearance.changed() }
    }
    open var borderWidth: CGFloat = 0 {
        didSet { Appearance.changed() }
    }
    /// Opaque black, as in Core Animation.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { Appearance.changed() }
    }
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// 0 (no shadow) at first.
    open var shadowOpacity: Float = 0
    /// (0, -3) at first, as in Core Animation; positive height is downwards here, as UIKit shows it.
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var name: String?

    public override init() {
        super.init()
    }

    init(view: UIView) {
        self.view = view
        super.init()
    }

    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set { if let view { view.frame = newValue } else { ownFrame = newValue } }
    }

    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set { if let view { view.bounds = newValue } else { ownFrame.size = newValue.size } }
    }

    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set { if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue } }
    }

    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set { if let view { view.isHidden = newValue } else { ownHidden = newValue } }
    }

    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The subviews' layers (for a view's layer) followed by the layers added with `addSublayer(_:)`.
    open var sublayers: [CALayer]? {
        let all = (view?.subviews.map(\.layer) ?? []) + ownSublayers
        return all.isEmpty ? nil : all
    }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        ownSublayers.append(layer)
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.ownSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Draws the layer and its sublayers into `ctx`, the layer's bounds at the user-space origin:
    /// shadow, background, the view's `draw(_:)`, sublayers (clipped to the rounded bounds if
    /// `masksToBounds`), then the border over them, all at `opacity`.
    open func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        let canvas = ctx.canvas
        let bounds = self.bounds
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        // A translucent layer is drawn as a group, as Core Animation's group opacity does; an opaque
        // one is drawn straight on: a group is a surface the size of the clip (the whole picture).
        let grouped = opacity < 1
        if grouped {
            canvas.alpha = Double(opacity) * canvas.alpha
            canvas.beginTransparencyLayer()
        }
        defer { if grouped { canvas.endTransparencyLayer() } }
        let outline = CGRect(origin: bounds.origin, size: bounds.size)
        drawBackground(on: canvas, outline: outline)
        canvas.saveState()
        if masksToBounds {
            canvas.beginPath()
            canvas.addRoundedRect(outline, cornerRadius: Double(cornerRadius))
            canvas.clipToPath()
        }
        if let view {
            GraphicsContextStack.with(ctx) { view.draw(bounds) }
        }
        for sublayer in sublayers ?? [] {
            canvas.saveState()
            canvas.translateBy(x: sublayer.frame.minX, y: sublayer.frame.minY)
            sublayer.render(in: ctx)
            canvas.restoreState()
        }
        canvas.restoreState()
        if borderWidth > 0, let borderColor {
            canvas.strokeColor = borderColor.rgba
            canvas.lineWidth = Double(borderWidth)
            canvas.beginPath()
            canvas.addRoundedRect(outline.insetBy(dx: borderWidth / 2, dy: borderWidth / 2),
                                  cornerRadius: Double(max(cornerRadius - borderWidth / 2, 0)))
            canvas.strokePath()
        }
    }

    private func drawBackground(on canvas: Canvas, outline: CGRect) {
        guard let backgroundColor else { return }
        canvas.saveState()
        if shadowOpacity > 0, let shadowColor, let scale = Optional(canvas.transform.a), scale != 0 {
            var color = shadowColor.rgba
            color.alpha *= Double(shadowOpacity)
            canvas.shadow = Shadow(offsetX: Double(shadowOffset.width) * scale, offsetY: Double(shadowOffset.height) * scale,
                                   blur: Double(shadowRadius) * scale, color: color)
        }
        canvas.fillColor = backgroundColor.rgba
        canvas.fillRoundedRect(outline, cornerRadius: Double(cornerRadius))
        canvas.restoreState()
    }
}

extension UIView {
    /// Draws the view and its subviews, scaled to fill `rect`, into the current context; false if
    /// there is none.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layoutIfNeeded()
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
