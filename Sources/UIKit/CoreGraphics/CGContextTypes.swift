import Foundation

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// Which points are inside a path that crosses itself.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is there.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
