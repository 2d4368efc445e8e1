import IMSimCore

/// The verbs of a finger: tap-at, long-press, drag, swipe, pinch.
extension CommandParser {
    static func finger(_ verb: String, _ arguments: [Word]) throws(CommandSyntaxError) -> FingerGesture {
        switch verb {
        case "tap-at":
            let shape = "tap-at 120,80, tap-at 10,10 in Board, or tap-at Card times 2"
            var words = arguments
            var times = 1
            if let text = try trailing("times", in: &words, shape: shape) { times = try count(text, shape: shape) }
            return .tap(try place(words, shape: shape), times: times)
        case "long-press":
            let shape = "long-press Card, long-press 40,40 in Board, or long-press Card for 2s"
            var words = arguments
            var seconds = 1.0
            if let text = try trailing("for", in: &words, shape: shape) { seconds = try duration(text, shape: shape) }
            return .longPress(try place(words, shape: shape), seconds: seconds)
        case "drag":
            let shape = "drag 20,20 to 200,20, drag 0,0 to 50,0 to 50,50 in Canvas steps 20"
            var words = arguments
            var steps = FingerGesture.defaultSteps
            if let text = try trailing("steps", in: &words, shape: shape) { steps = try count(text, shape: shape) }
            let view = try trailing("in", in: &words, shape: shape)
            var points: [FingerGesture.Point] = []
            for (index, word) in words.enumerated() {
                if index % 2 == 1 {
                    guard word.text == "to", !word.isQuoted else { throw CommandSyntaxError("`drag` joins its points with `to`: \(shape)") }
                } else {
                    guard let point = point(word) else { throw CommandSyntaxError("`\(word.text)` is not a point X,Y: \(shape)") }
                    points.append(point)
                }
            }
            guard points.count >= 2, words.count % 2 == 1 else { throw CommandSyntaxError("`drag` needs two points or more: \(shape)") }
            return .drag(points, in: view, steps: steps)
        case "swipe":
            let shape = "swipe left, or swipe up on Card"
            guard let first = arguments.first, let direction = FingerGesture.Direction(rawValue: first.text), !first.isQuoted,
                  arguments.count == 1 || (arguments.count == 3 && arguments[1].text == "on" && !arguments[1].isQuoted) else {
                throw CommandSyntaxError("`swipe` takes left, right, up or down, then optionally `on VIEW`: \(shape)")
            }
            return .swipe(direction, on: arguments.count == 3 ? arguments[2].text : nil)
        default:
            let shape = "pinch to 2, or pinch Photo to 0.5"
            guard arguments.count >= 2, arguments.count <= 3, arguments[arguments.count - 2].text == "to",
                  let scale = Double(arguments[arguments.count - 1].text), scale > 0, scale.isFinite else {
                throw CommandSyntaxError("`pinch` takes an optional view, then `to SCALE` (more than 0): \(shape)")
            }
            return .pinch(on: arguments.count == 3 ? arguments[0].text : nil, scale: scale)
        }
    }

    /// Removes `keyword VALUE` from the end of `words`, giving VALUE.
    private static func trailing(_ keyword: String, in words: inout [Word], shape: String) throws(CommandSyntaxError) -> String? {
        guard words.count >= 2, words[words.count - 2].text == keyword, !words[words.count - 2].isQuoted else { return nil }
        let value = words[words.count - 1].text
        words.removeLast(2)
        return value
    }

    /// A point `X,Y`, optionally `in VIEW`, or a view by name.
    private static func place(_ words: [Word], shape: String) throws(CommandSyntaxError) -> FingerGesture.Place {
        if words.count == 1 {
            return point(words[0]).map { .point($0, in: nil) } ?? .view(words[0].text)
        }
        if words.count == 3, words[1].text == "in", !words[1].isQuoted, let point = point(words[0]) {
            return .point(point, in: words[2].text)
        }
        throw CommandSyntaxError("expected a point X,Y (optionally `in VIEW`) or a view's name: \(shape)")
    }

    private static func point(_ word: Word) -> FingerGesture.Point? {
        guard !word.isQuoted else { return nil }
        let parts = word.text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return FingerGesture.Point(x: x, y: y)
    }

    private static func count(_ text: String, shape: String) throws(CommandSyntaxError) -> Int {
        guard let value = Int(text), (1...100).contains(value) else { throw CommandSyntaxError("`\(text)` is not a count from 1 to 100: \(shape)") }
        return value
    }

    private static func duration(_ text: String, shape: String) throws(CommandSyntaxError) -> Double {
        let number = text.hasSuffix("ms") ? Double(text.dropLast(2)).map { $0 / 1000 } : Double(text.hasSuffix("s") ? String(text.dropLast()) : text)
        guard let number, number > 0, number <= 60 else { throw CommandSyntaxError("`\(text)` is not a duration up to 60s (1.5s, 800ms): \(shape)") }
        return number
    }
}
