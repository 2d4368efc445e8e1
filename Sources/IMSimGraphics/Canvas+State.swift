import CIMSimCairo
import Foundation

/// Saving and restoring the graphics state, the transform, clipping and transparency layers.
extension Canvas {
    // MARK: Graphics state

    /// Saves the whole graphics state: colours, line style, alpha, blend mode, shadow, transform, clip.
    public func saveState() {
        savedStates.append(state)
        cairo_save(context)
    }

    /// Restores the state of the matching `saveState()`; does nothing if none is saved.
    public func restoreState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(context)
    }

    // MARK: Transform

    /// Scales the user space: after `scaleBy(x: 2, y: 2)` one unit is two pixels.
    public func scaleBy(x: Double, y: Double) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(context, x, y)
    }

    /// Moves the user space's origin by `x`, `y` units.
    public func translateBy(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(context, x, y)
    }

    /// Rotates the user space by `angle` radians, towards growing y (clockwise on a y-down canvas).
    public func rotate(by angle: Double) {
        guard angle.isFinite else { return }
        cairo_rotate(context, angle)
    }

    /// Applies `matrix` to user space before the current transform.
    public func concatenate(_ matrix: AffineMatrix) {
        guard matrix.a * matrix.d - matrix.b * matrix.c != 0 else { return }
        var cairoMatrix = Canvas.cairoMatrix(matrix)
        cairo_transform(context, &cairoMatrix)
    }

    /// The transform from user space to pixels (y down from the top left).
    public var transform: AffineMatrix {
        get {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            return AffineMatrix(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        }
        set {
            guard newValue.a * newValue.d - newValue.b * newValue.c != 0 else { return }
            var cairoMatrix = Canvas.cairoMatrix(newValue)
            cairo_set_matrix(context, &cairoMatrix)
        }
    }

    static func cairoMatrix(_ matrix: AffineMatrix) -> cairo_matrix_t {
        cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
    }

    // MARK: Clipping

    /// Limits later drawing to `rect` (intersected with any earlier clip); it clears the current path.
    public func clip(to rect: CGRect) {
        cairo_new_path(context)
        let rect = rect.standardized
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
    }

    /// Limits later drawing to the inside of the current path (intersected with any earlier clip),
    /// by the non-zero winding or even-odd rule; it clears the current path.
    public func clipToPath(evenOdd: Bool = false) {
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// The smallest user-space rectangle holding the clip (the whole canvas if there is none).
    public var clipBounds: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Transparency layers

    /// Starts drawing into an offscreen layer: until `endTransparencyLayer()` drawing is collected
    /// with full alpha, no shadow and the normal blend mode; the state is saved.
    public func beginTransparencyLayer() {
        saveState()
        cairo_push_group(context)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.layerBlur = 0
    }

    /// Composites the layer begun last over what is there, with the alpha, blend mode and shadow
    /// that were current when it began, and restores that state.
    public func endTransparencyLayer() {
        guard !savedStates.isEmpty, let group = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(group) }
        restoreState()
        if state.layerBlur > 0 { blur(group, sigma: state.layerBlur) }
        composite(group)
    }

    /// Blurs a popped group's pixels in place.
    private func blur(_ group: OpaquePointer, sigma: Double) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            PlaneBlur.blur(data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                           stride: Int(cairo_image_surface_get_stride(surface)), channels: 4, sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Ends the layer begun last as `endTransparencyLayer()` does, but first keeps of it only what
    /// lies under the alpha of what `drawMask` paints (in the same user space).
    public func endTransparencyLayer(maskedBy drawMask: () -> Void) {
        guard !savedStates.isEmpty, let content = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(context)
        drawMask()
        guard let mask = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_push_group(context)
        cairo_set_source(context, content)
        cairo_mask(context, mask)
        guard let masked = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(masked) }
        restoreState()
        composite(masked)
    }
}
