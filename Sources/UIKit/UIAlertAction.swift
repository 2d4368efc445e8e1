import Foundation

/// A button of an alert: a title, a style and what to run when tapped. Main actor only.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style: Style
    /// A disabled action can't be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
