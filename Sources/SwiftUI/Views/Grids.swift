import UIKit

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): of a fixed size, flexible between a
/// minimum and a maximum, or adaptive (as many as fit, each at least the minimum).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows of the given columns, filled left to right, top to bottom.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let grid = context.element { GridElement(axis: .vertical) }
        grid.update(tracks: columns, spacing: spacing, items: context.appending(.child(0)).resolve(content))
        return [grid]
    }
}

/// Views in columns of the given rows, filled top to bottom, left to right.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let grid = context.element { GridElement(axis: .horizontal) }
        grid.update(tracks: rows, spacing: spacing, items: context.appending(.child(0)).resolve(content))
        return [grid]
    }
}

/// Which views stay pinned while a grid scrolls (none are pinned here).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A grid's layout: the tracks across (columns of a vertical grid) share the width offered as
/// SwiftUI shares it (fixed first, then flexible ones equally within their bounds, adaptive ones as
/// many as fit); lines along the axis are as long as their longest view.
final class GridElement: Element {
    let axis: Axis
    private var tracks: [GridItem] = []
    private var spacing: CGFloat?
    private var items: [Element] = []

    init(axis: Axis) {
        self.axis = axis
        super.init(view: HostedView())
    }

    func update(tracks: [GridItem], spacing: CGFloat?, items: [Element]) {
        self.tracks = tracks
        self.spacing = spacing
        self.items = items
    }

    override var children: [Element] { items }
    override var containerView: UIView? { view }

    /// Each track's length across, for `length` across.
    private func trackLengths(_ length: CGFloat?) -> [(length: CGFloat, spacing: CGFloat)] {
        let spacings = tracks.map { $0.spacing ?? StackElement.defaultSpacing }
        guard let length, length.isFinite else {
            return tracks.enumerated().map { index, track in
                switch track.size {
                case let .fixed(size): (size, spacings[index])
                case let .flexible(minimum, _): (minimum, spacings[index])
                case let .adaptive(minimum, _): (minimum, spacings[index])
                }
            }
        }
        var available = length - spacings.dropLast().reduce(0, +)
        var lengths = [CGFloat?](repeating: nil, count: tracks.count)
        for (index, track) in tracks.enumerated() {
            if case let .fixed(size) = track.size { lengths[index] = size; available -= size }
        }
        var flexible = tracks.indices.filter { lengths[$0] == nil }
        // Bounded tracks that cannot take an equal share take their bound; the rest share what is left.
        var changed = true
        while changed && !flexible.isEmpty {
            changed = false
            let share = max(0, available) / CGFloat(flexible.count)
            for index in flexible {
                let (minimum, maximum): (CGFloat, CGFloat) = switch tracks[index].size {
                case let .flexible(minimum, maximum), let .adaptive(minimum, maximum): (minimum, maximum)
                case let .fixed(size): (size, size)
                }
                let bounded = min(max(share, minimum), maximum)
                if bounded != share {
                    lengths[index] = bounded
                    available -= bounded
                    flexible.removeAll { $0 == index }
                    changed = true
                    break
                }
            }
        }
        let share = flexible.isEmpty ? 0 : max(0, available) / CGFloat(flexible.count)
        for index in flexible { lengths[index] = share }
        var result: [(CGFloat, CGFloat)] = []
        for (index, track) in tracks.enumerated() {
            // An adaptive track holds as many sub-tracks as fit, each at least its minimum.
            if case let .adaptive(minimum, maximum) = track.size, let trackLength = lengths[index] {
                let count = max(1, Int((trackLength + spacings[index]) / (minimum + spacings[index])))
                let each = min(maximum, (trackLength - CGFloat(count - 1) * spacings[index]) / CGFloat(count))
                result += Array(repeating: (each, spacings[index]), count: count)
            } else {
                result.append((lengths[index] ?? 0, spacings[index]))
            }
        }
        return result
    }

    private func lines(_ across: CGFloat?) -> (tracks: [(length: CGFloat, spacing: CGFloat)], lines: [[Int]]) {
        let tracks = trackLengths(across)
        let perLine = max(1, tracks.count)
        let lines = stride(from: 0, to: items.count, by: perLine).map { Array($0..<min($0 + perLine, items.count)) }
        return (tracks, lines)
    }

    private var lineSpacing: CGFloat { spacing ?? StackElement.defaultSpacing }

    private func lineLength(_ line: [Int], tracks: [(length: CGFloat, spacing: CGFloat)]) -> CGFloat {
        line.enumerated().map { position, index in
            items[index].size(fitting: ProposedViewSize(along: axis.other, tracks[position].length, across: nil))[axis]
        }.max() ?? 0
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let (tracks, lines) = lines(proposal[axis.other])
        let along = lines.map { lineLength($0, tracks: tracks) }.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * lineSpacing
        let across = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        return CGSize(along: axis, along, across: across)
    }

    override func placeChildren(in size: CGSize) {
        let (tracks, lines) = lines(size[axis.other])
        let across = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let start = max(0, (size[axis.other] - across) / 2)
        var along: CGFloat = 0
        for line in lines {
            let length = lineLength(line, tracks: tracks)
            var position = start
            for (slot, index) in line.enumerated() {
                let proposal = ProposedViewSize(along: axis.other, tracks[slot].length, across: nil)
                let child = items[index].size(fitting: proposal)
                let cell = CGSize(along: axis.other, tracks[slot].length, across: length)
                let origin = Alignment.center.origin(of: child, in: cell)
                let point = axis == .vertical ? CGPoint(x: position + origin.x, y: along + origin.y)
                                              : CGPoint(x: along + origin.x, y: position + origin.y)
                items[index].place(CGRect(origin: point, size: child), proposal: proposal)
                position += tracks[slot].length + tracks[slot].spacing
            }
            along += length + lineSpacing
        }
    }
}
