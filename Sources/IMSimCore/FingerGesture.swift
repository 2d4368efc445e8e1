/// What a finger does on the extension's screen, through hit testing as on a phone: the points are
/// in the extension's view, or in a named view's own coordinates. Pure.
public enum FingerGesture: Codable, Equatable, Sendable {
    /// A point, in points.
    public struct Point: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        public var text: String { "\(ControlGesture.number(x)),\(ControlGesture.number(y))" }
    }

    /// Where a finger goes: a point (in `view`'s coordinates, the extension's view when nil), or the
    /// middle of the visible part of a view named by identifier, accessibility label, title or text.
    public enum Place: Codable, Equatable, Sendable {
        case point(Point, in: String?)
        case view(String)

        public var text: String {
            switch self {
            case let .point(point, view): point.text + (view.map { " in \(Command.quoted($0))" } ?? "")
            case let .view(name): Command.quoted(name)
            }
        }
    }

    public enum Direction: String, Codable, Equatable, Sendable, CaseIterable {
        case left, right, up, down
    }

    /// `times` taps at a place.
    case tap(Place, times: Int)
    /// A press held `seconds` at a place.
    case longPress(Place, seconds: Double)
    /// A finger down at the first point, through each next one in `steps` moves a segment, up at the last.
    case drag([Point], in: String?, steps: Int)
    /// A quick stroke of 150 points from the middle of a view (or of the extension's view).
    case swipe(Direction, on: String?)
    /// Two fingers 100 points apart around a view's middle, moved to 100 × `scale` apart.
    case pinch(on: String?, scale: Double)

    /// The verb as a person types it.
    public var verbText: String {
        switch self {
        case let .tap(place, times):
            "tap-at \(place.text)" + (times == 1 ? "" : " times \(times)")
        case let .longPress(place, seconds):
            "long-press \(place.text) for \(ControlGesture.number(seconds))s"
        case let .drag(points, view, steps):
            "drag " + points.map(\.text).joined(separator: " to ") + (view.map { " in \(Command.quoted($0))" } ?? "")
                + (steps == FingerGesture.defaultSteps ? "" : " steps \(steps)")
        case let .swipe(direction, view):
            "swipe \(direction.rawValue)" + (view.map { " on \(Command.quoted($0))" } ?? "")
        case let .pinch(view, scale):
            "pinch" + (view.map { " \(Command.quoted($0))" } ?? "") + " to \(ControlGesture.number(scale))"
        }
    }

    /// Moves in each segment of a drag, a sixtieth of a second apart, when the scenario does not say.
    public static let defaultSteps = 10
}
