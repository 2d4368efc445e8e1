import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure action for controls (`addAction(_:for:)`, `UIButton(primaryAction:)`). Unlike
/// selector-based target-action, these run on Linux. Main actor only.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// Names an action; a control holds at most one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    /// The identifier given, or a unique one (a UUID), made the first time it is read: a view of 30
    /// buttons does not open /dev/urandom 30 times at launch for identifiers nobody reads.
    open var identifier: Identifier {
        if let assignedIdentifier { return assignedIdentifier }
        let made = Identifier(UUID().uuidString)
        assignedIdentifier = made
        return made
    }
    private var assignedIdentifier: Identifier?
    /// The control that sent the action, once it has.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action; `identifier` defaults to a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        assignedIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
