import Foundation

/// Groups the messages that update one shared thing: each new message of a session replaces the
/// older bubble in the transcript. Copies of one session (received in different messages) are equal.
open class MSSession: NSObject, @unchecked Sendable {
    // Immutable after init: safe to share.
    package let identifier: UUID

    public override init() {
        identifier = UUID()
        super.init()
    }

    package init(identifier: UUID) {
        self.identifier = identifier
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? MSSession)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }
}
