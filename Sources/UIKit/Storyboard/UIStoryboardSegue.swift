import Foundation

/// A transition between two controllers of a storyboard: `prepare(for:sender:)` sees it before
/// `perform()` shows the destination (pushed in a navigation controller, presented, or embedded).
/// Main actor only.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Shows the destination; a custom segue overrides it.
    open func perform() {
        performHandler?()
    }
}
