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
            AlphaBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                           sigma: shadow.blur / 2)
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

/// A Gaussian blur of an 8-bit alpha plane, approximated by three box blurs each way.
enum AlphaBlur {
    /// Blurs `width` × `height` bytes (rows `stride` apart) in place with standard deviation `sigma` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        // Three boxes of width w have the variance of a Gaussian of sigma when w² = 4σ² + 1.
        let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        var plane = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { plane[y * width + x] = Int(data[y * stride + x]) }
        }
        var scratch = plane
        for _ in 0..<3 {
            boxPass(&plane, into: &scratch, count: height, length: width, step: 1, lineStep: width, radius: radius)
            boxPass(&scratch, into: &plane, count: width, length: height, step: width, lineStep: 1, radius: radius)
        }
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(min(plane[y * width + x], 255)) }
        }
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
