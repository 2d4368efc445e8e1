import Foundation

/// Where views line up across a vertical stack, or within a frame's width.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Where the line is, as a fraction of the width.
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Apple's name for the same edge under right-to-left text (imsim lays out left to right).
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

/// Where views line up across a horizontal stack, or within a frame's height.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// Baselines: texts' first (or last) baselines; other views line up by their top (or bottom).
    let baseline: Baseline?

    enum Baseline: Hashable, Sendable { case first, last }

    public static let top = VerticalAlignment(fraction: 0, baseline: nil)
    public static let center = VerticalAlignment(fraction: 0.5, baseline: nil)
    public static let bottom = VerticalAlignment(fraction: 1, baseline: nil)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0, baseline: .first)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)
}

/// Both: where a view sits in a frame, a `ZStack`, an overlay or a background.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes in a box of `box`.
    func origin(of size: CGSize, in box: CGSize) -> CGPoint {
        CGPoint(x: (box.width - size.width) * horizontal.fraction, y: (box.height - size.height) * vertical.fraction)
    }
}
