import Foundation

/// The contexts UIKit draws into, per thread, innermost last: `UIGraphicsGetCurrentContext()`
/// answers from the calling thread's stack, as in UIKit, so renderers on separate threads never
/// see each other's contexts.
enum GraphicsContextStack {
    /// One thread's stack, kept in its thread dictionary.
    private final class Contexts {
        var stack: [CGContext] = []
        /// The contexts `UIGraphicsBeginImageContextWithOptions` pushed, so `End` pops only those.
        var imageContextDepth = 0
    }

    private static let key = "imsim.UIKit.graphicsContexts"

    private static var contexts: Contexts {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Contexts { return existing }
        let created = Contexts()
        dictionary[key] = created
        return created
    }

    static var current: CGContext? { contexts.stack.last }

    static func push(_ context: CGContext) { contexts.stack.append(context) }

    static func pop() {
        _ = contexts.stack.popLast()
    }

    /// Makes `context` current while `body` runs.
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        push(context)
        defer { pop() }
        return try body()
    }

    static var imageContextDepth: Int {
        get { contexts.imageContextDepth }
        set { contexts.imageContextDepth = newValue }
    }
}
