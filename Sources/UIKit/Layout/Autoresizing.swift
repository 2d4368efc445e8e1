import Foundation

/// One axis of an autoresizing mask: the margin before, the length and the margin after, and which
/// of them are flexible. A change of the superview's size goes to the flexible parts in proportion
/// to their lengths (equally when they are all zero), as UIKit's springs and struts do.
struct Autoresizing {
    let start: CGFloat
    let length: CGFloat
    let end: CGFloat
    let flexible: (start: Bool, length: Bool, end: Bool)

    private var flexibleTotal: CGFloat {
        (flexible.start ? start : 0) + (flexible.length ? length : 0) + (flexible.end ? end : 0)
    }

    private var flexibleCount: Int {
        [flexible.start, flexible.length, flexible.end].filter { $0 }.count
    }

    private func share(of part: CGFloat, isFlexible: Bool) -> Double {
        guard isFlexible else { return 0 }
        let total = flexibleTotal
        return total > 0 ? Double(part / total) : 1 / Double(flexibleCount)
    }

    /// The fraction of the superview's growth the margin before takes.
    var startShare: Double { share(of: start, isFlexible: flexible.start) }
    /// The fraction of the superview's growth the length takes.
    var lengthShare: Double { share(of: length, isFlexible: flexible.length) }

    /// Both axes of `frame` in a superview of `size`, as `mask` makes them flexible.
    @MainActor
    static func axes(of frame: CGRect, in size: CGSize, mask: UIView.AutoresizingMask) -> (Autoresizing, Autoresizing) {
        (Autoresizing(start: frame.minX, length: frame.width, end: size.width - frame.maxX,
                      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))),
         Autoresizing(start: frame.minY, length: frame.height, end: size.height - frame.maxY,
                      flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))))
    }

    /// The new margin before and length when the superview's length changes by `growth`.
    func resized(by growth: CGFloat) -> (start: CGFloat, length: CGFloat) {
        (start + growth * CGFloat(startShare), length + growth * CGFloat(lengthShare))
    }
}
