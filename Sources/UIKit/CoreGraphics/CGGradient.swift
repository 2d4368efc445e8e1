import Foundation
internal import IMSimGraphics

/// Colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Immutable, so shareable across threads.
public final class CGGradient: @unchecked Sendable {
    // @unchecked Sendable: the only stored property is a `let` array of values.
    let stops: [GradientStop]

    /// A gradient of `colors` (`CGColor`s, as a `CFArray`) at `locations`, or spread evenly from
    /// 0 to 1 if there are none; nil if `colors` holds anything but colours or is empty.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        guard !cgColors.isEmpty else { return nil }
        let places = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
            ?? cgColors.indices.map { cgColors.count == 1 ? 0 : CGFloat($0) / CGFloat(cgColors.count - 1) }
        stops = zip(cgColors, places).map { GradientStop(location: Double($1), color: $0.rgba) }
    }

    /// A gradient of `count` colours whose components (the space's then alpha) follow each other
    /// in `components`, at `locations` or spread evenly.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        var built: [GradientStop] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * perColor) else { return nil }
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            built.append(GradientStop(location: Double(location), color: color.rgba))
        }
        stops = built
    }
}

/// Whether a gradient's end colours extend before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGColor {
    var rgba: RGBA {
        let rgb = rgbComponents
        return RGBA(red: Double(rgb.red), green: Double(rgb.green), blue: Double(rgb.blue), alpha: Double(rgb.alpha))
    }
}
