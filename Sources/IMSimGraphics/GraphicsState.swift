/// How the ends of stroked open subpaths look.
public enum LineCap: Sendable, Equatable {
    case butt, round, square
}

/// How stroked segments meet.
public enum LineJoin: Sendable, Equatable {
    case miter, round, bevel
}

/// How drawn pixels combine with what is there: Porter-Duff operators and the separable and
/// non-separable blend modes, as cairo provides them.
public enum BlendMode: Sendable, Equatable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusLighter
}

/// A shadow cast by everything drawn while it is set: `offset` and `blur` in device pixels
/// (y down), `color` not premultiplied.
public struct Shadow: Sendable, Equatable {
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var color: RGBA

    public init(offsetX: Double, offsetY: Double, blur: Double, color: RGBA) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.color = color
    }
}

/// What `saveState()` keeps besides cairo's own state (transform, clip, line style): the colours,
/// the global alpha, the blend mode, the shadow and the blur of the next transparency layer.
struct GraphicsState {
    var fillColor = RGBA.black
    var strokeColor = RGBA.black
    var alpha = 1.0
    var blendMode = BlendMode.normal
    var shadow: Shadow?
    var layerBlur = 0.0
}
