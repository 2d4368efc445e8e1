import Foundation

/// An interactive message: data in `url`, looks in `layout`.
open class MSMessage: NSObject {
    open private(set) var session: MSSession?
    open var url: URL?
    open var layout: MSMessageLayout?
    /// Shown in place of this message's bubble once a newer message of its session replaced it.
    open var summaryText: String?
    open var accessibilityLabel: String?
    /// Removed from the receiver's transcript some time after it was read, unless kept.
    open var shouldExpire = false
    /// True once inserted in the input field, false once sending started; never on received messages.
    open package(set) var isPending = false
    /// Set when the message is inserted, or on received messages: this phone's identifier of the sender.
    open package(set) var senderParticipantIdentifier = UUID()
    open package(set) var error: (any Error)?

    /// Identifies the message across phones.
    package var identifier = UUID()

    public override init() {
        super.init()
    }

    public init(session: MSSession) {
        self.session = session
        super.init()
    }

    package init(identifier: UUID, session: MSSession?) {
        self.identifier = identifier
        self.session = session
        super.init()
    }
}
