import Foundation

/// Colours by hue, saturation and brightness (HSB, as UIKit's are), Display P3 taken as sRGB, and
/// the components read back.
extension UIColor {
    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness, p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, taken as the sRGB colour of the same components (cairo draws in sRGB).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// The hue, saturation, brightness and alpha; true, as every colour here has them.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let top = max(red, green, blue), bottom = min(red, green, blue), range = top - bottom
        var h: CGFloat = 0
        if range > 0 {
            if top == red {
                h = ((green - blue) / range).truncatingRemainder(dividingBy: 6)
            } else if top == green {
                h = (blue - red) / range + 2
            } else {
                h = (red - green) / range + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top == 0 ? 0 : range / top
        brightness?.pointee = top
        alpha?.pointee = self.alpha
        return true
    }

    /// The grey and alpha of the colour (the mean of its components); true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }
}
