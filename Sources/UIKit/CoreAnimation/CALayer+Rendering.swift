import Foundation
internal import IMSimGraphics

/// How a layer is drawn, as Core Animation composites it: shadow, background, contents, the
/// layer's own drawing, sublayers by `zPosition`, border, then opacity and mask over the whole.
extension CALayer {
    func renderLayer(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        if owningView == nil {
            layoutIfNeeded()
            displayIfNeeded()
        }
        let canvas = ctx.canvas
        let bounds = self.bounds
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        let shadow = contentShadow(on: canvas)
        // A translucent, masked or shadowed layer is drawn as a group, as Core Animation's group
        // opacity does; others straight on: a group is a surface the size of the clip.
        let grouped = opacity < 1 || mask != nil || shadow != nil || contentBlurRadius > 0
        if grouped {
            canvas.alpha = Double(opacity) * canvas.alpha
            canvas.shadow = shadow
            // SwiftUI's blur radius taken as two standard deviations, as a shadow's radius is.
            canvas.layerBlur = Double(contentBlurRadius * hypot(canvas.transform.a, canvas.transform.b)) / 2
            canvas.beginTransparencyLayer()
        }
        drawBody(in: ctx, bounds: bounds)
        guard grouped else { return }
        if let mask {
            canvas.endTransparencyLayer { self.render(mask, in: ctx) }
        } else {
            canvas.endTransparencyLayer()
        }
    }

    private func drawBody(in ctx: CGContext, bounds: CGRect) {
        let canvas = ctx.canvas
        if let backgroundColor {
            canvas.fillColor = backgroundColor.rgba
            canvas.beginPath()
            traceOutline(of: bounds, inset: 0, on: canvas)
            canvas.fillPath()
        }
        canvas.saveState()
        if masksToBounds {
            canvas.beginPath()
            traceOutline(of: bounds, inset: 0, on: canvas)
            canvas.clipToPath()
        }
        drawContents(in: ctx, bounds: bounds)
        GraphicsContextStack.with(ctx) { drawOwnContent(in: ctx) }
        if !sublayerTransform.isIdentity {
            let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
            canvas.translateBy(x: anchor.x, y: anchor.y)
            canvas.concatenate(sublayerTransform.affine.matrix)
            canvas.translateBy(x: -anchor.x, y: -anchor.y)
        }
        for sublayer in drawingOrder { render(sublayer, in: ctx) }
        canvas.restoreState()
        if borderWidth > 0, let borderColor {
            canvas.strokeColor = borderColor.rgba
            canvas.lineWidth = Double(borderWidth)
            canvas.beginPath()
            traceOutline(of: bounds, inset: borderWidth / 2, on: canvas)
            canvas.strokePath()
        }
    }

    /// Draws `sublayer` placed by its position, anchor point and transform in this layer's bounds.
    func render(_ sublayer: CALayer, in ctx: CGContext) {
        let canvas = ctx.canvas
        canvas.saveState()
        if sublayer.geometry.isPlain {
            let frame = sublayer.frame
            canvas.translateBy(x: frame.minX, y: frame.minY)
        } else {
            let origin = sublayer.bounds.origin
            canvas.concatenate(sublayer.toParent.matrix)
            canvas.translateBy(x: origin.x, y: origin.y)
        }
        sublayer.render(in: ctx)
        canvas.restoreState()
    }

    /// The bounds, `inset`, with the masked corners rounded by `cornerRadius` less the inset.
    private func traceOutline(of bounds: CGRect, inset: CGFloat, on canvas: Canvas) {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        let radius = max(cornerRadius - inset, 0)
        let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if maskedCorners.isSuperset(of: allCorners) || radius == 0 {
            canvas.addRoundedRect(rect, cornerRadius: Double(radius))
            return
        }
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            .cgPath.trace(on: canvas)
    }

    /// The shadow the layer's content casts, or nil; a `shadowPath`'s shadow is painted here at
    /// once. `masksToBounds` clips the shadow away, as in Core Animation.
    private func contentShadow(on canvas: Canvas) -> Shadow? {
        guard shadowOpacity > 0, let shadowColor, !masksToBounds else { return nil }
        let scale = hypot(canvas.transform.a, canvas.transform.b)
        guard scale > 0 else { return nil }
        var color = shadowColor.rgba
        color.alpha *= Double(min(shadowOpacity, 1))
        let shadow = Shadow(offsetX: Double(shadowOffset.width * scale), offsetY: Double(shadowOffset.height * scale),
                            blur: Double(shadowRadius * scale), color: color)
        guard let shadowPath else { return shadow }
        canvas.beginPath()
        shadowPath.trace(on: canvas)
        canvas.castShadow(ofPath: shadow)
        canvas.beginPath()
        return nil
    }

    /// Draws `contents` (a CGImage, or a UIImage) by `contentsGravity`.
    private func drawContents(in ctx: CGContext, bounds: CGRect) {
        guard let contents else { return }
        let image: UIImage
        if let given = contents as? UIImage {
            image = given
        } else if let cgImage = contents as? CGImage {
            image = UIImage(cgImage: cgImage, scale: contentsScale, orientation: .up)
        } else {
            return
        }
        let rect = ContentsGravityPlacement(gravity: contentsGravity).rect(for: image.size, in: bounds)
        GraphicsContextStack.with(ctx) { image.draw(in: rect) }
    }
}
