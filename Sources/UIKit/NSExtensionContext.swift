import Foundation

/// The host app's side of a running app extension (Foundation's class on Apple platforms; Linux's
/// Foundation lacks it). `open(_:completionHandler:)` records the URL, which the screen snapshot
/// lists, and reports success. Any thread: the record is guarded by a lock.
open class NSExtensionContext: NSObject, @unchecked Sendable {
    // @unchecked Sendable: the only mutable state, `opened`, is read and written under `lock`.
    private let lock = NSLock()
    private var opened: [URL] = []

    public override init() {
        super.init()
    }

    /// What the host gave the extension; none here.
    open var inputItems: [Any] { [] }

    /// Asks the system to open `URL` for the extension (Messages opens the extension's containing app).
    /// imsim records it and calls `completionHandler` with true before returning.
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        lock.withLock { opened.append(URL) }
        completionHandler?(true)
    }

    /// Ends the host's request; there is none in Messages, so `completionHandler` gets false.
    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    open func cancelRequest(withError error: any Error) {}

    /// Every URL opened so far, in order.
    package var openedURLs: [URL] { lock.withLock { opened } }
}
