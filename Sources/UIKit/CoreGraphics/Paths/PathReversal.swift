import Foundation

/// Runs paths backwards: each subpath from its end to its start, curves with their control
/// points swapped, closed subpaths still closed.
enum PathReversal {
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [[PathElement]] = []
        for element in elements {
            if case .move = element { subpaths.append([]) }
            if subpaths.isEmpty { subpaths.append([.move(.zero)]) }
            subpaths[subpaths.count - 1].append(element)
        }
        return subpaths.reversed().flatMap(reversedSubpath)
    }

    private static func reversedSubpath(_ subpath: [PathElement]) -> [PathElement] {
        guard case .move(let start) = subpath.first else { return subpath }
        let closed = subpath.last == .close
        var points = [start]
        var reversed: [PathElement] = []
        for element in subpath.dropFirst() where element != .close {
            let from = points[points.count - 1]
            switch element {
            case .line(let point): reversed.append(.line(from)); points.append(point)
            case let .quad(control, end): reversed.append(.quad(control: control, to: from)); points.append(end)
            case let .curve(control1, control2, end):
                reversed.append(.curve(control1: control2, control2: control1, to: from)); points.append(end)
            default: break
            }
        }
        return [.move(points[points.count - 1])] + reversed.reversed() + (closed ? [.close] : [])
    }
}
