import CIMSimCairo
import Foundation

/// Painting with the state's blend mode, global alpha and shadow.
extension Canvas {
    /// Runs `draw`, which paints with cairo's current source (the global alpha already applied),
    /// with the blend mode and, if one is set, the shadow.
    func paint(_ draw: () -> Void) {
        drawingObserver?.canvasWillDraw(self)
        defer { drawingObserver?.canvasDidDraw(self) }
        guard state.shadow != nil else {
            cairo_set_operator(context, Canvas.cairoOperator(state.blendMode))
            draw()
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            return
        }
        cairo_push_group(context)
        draw()
        guard let group = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(group) }
        composite(group, alpha: 1)
    }

    /// Paints `group` (a pattern from `cairo_pop_group`) over what is there with the blend mode,
    /// `alpha` (the global alpha unless given) and the shadow, which is cast first.
    func composite(_ group: OpaquePointer, alpha: Double? = nil) {
        drawingObserver?.canvasWillDraw(self)
        defer { drawingObserver?.canvasDidDraw(self) }
        if let shadow = state.shadow {
            castShadow(of: group, shadow)
        }
        cairo_set_operator(context, Canvas.cairoOperator(state.blendMode))
        cairo_set_source(context, group)
        cairo_paint_with_alpha(context, alpha ?? state.alpha)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }

    /// Paints only the shadow the current path would cast if filled (by non-zero winding or
    /// even-odd), with the blend mode and alpha; the path is kept.
    public func castShadow(ofPath shadow: Shadow, evenOdd: Bool = false) {
        let path = cairo_copy_path(context)
        defer { cairo_path_destroy(path) }
        cairo_push_group(context)
        cairo_new_path(context)
        cairo_append_path(context, path)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        guard let group = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(group) }
        castShadow(of: group, shadow)
        cairo_new_path(context)
        cairo_append_path(context, path)
    }

    /// Paints `shadow.color` through the blurred alpha of `group`, moved by the shadow's offset.
    private func castShadow(of group: OpaquePointer, _ shadow: Shadow) {
        guard width > 0, height > 0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)
        // The group's surface is in pixels; its matrix maps user space to them. Paint it unscaled.
        var groupMatrix = cairo_matrix_t()
        cairo_pattern_get_matrix(group, &groupMatrix)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(group, &identity)
        cairo_set_source(maskContext, group)
        cairo_paint(maskContext)
        cairo_pattern_set_matrix(group, &groupMatrix)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            PlaneBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                           channels: 1, sigma: shadow.blur / 2)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(context)
        cairo_identity_matrix(context)
        let color = shadow.color
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * state.alpha)
        cairo_set_operator(context, Canvas.cairoOperator(state.blendMode))
        cairo_mask_surface(context, mask, shadow.offsetX, shadow.offsetY)
        cairo_restore(context)
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
