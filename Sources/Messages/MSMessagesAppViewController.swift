import Foundation
import UIKit

/// The principal view controller of every iMessage app extension. The Messages app calls the
/// callbacks below on the main actor, in the order `docs/DECISIONS.md` gives.
@preconcurrency @MainActor
open class MSMessagesAppViewController: UIViewController {
    /// The conversation the extension is active in; nil before `willBecomeActive(with:)`.
    open package(set) var activeConversation: MSConversation?
    open package(set) var presentationStyle: MSMessagesAppPresentationStyle = .compact
    open package(set) var presentationContext: MSMessagesAppPresentationContext = .messages

    package weak var bridge: (any MessagesHostBridge)?

    /// Asks Messages to change the presentation style; `willTransition(to:)` and
    /// `didTransition(to:)` follow. `.transcript` is not a valid request and is ignored, as is any
    /// request from a transcript-style instance or in the media context.
    open func requestPresentationStyle(_ presentationStyle: MSMessagesAppPresentationStyle) {
        guard presentationStyle != .transcript, self.presentationStyle != .transcript, presentationContext == .messages else {
            return
        }
        bridge?.requestPresentationStyle(presentationStyle)
    }

    /// Closes the extension: the resign callbacks follow and the process ends.
    open func dismiss() {
        guard presentationStyle != .transcript, presentationContext == .messages else { return }
        bridge?.dismissExtension()
    }

    // MARK: Conversation callbacks

    open func willBecomeActive(with conversation: MSConversation) {}
    open func didBecomeActive(with conversation: MSConversation) {}
    open func willResignActive(with conversation: MSConversation) {}
    open func didResignActive(with conversation: MSConversation) {}
    open func didReceive(_ message: MSMessage, conversation: MSConversation) {}
    open func didStartSending(_ message: MSMessage, conversation: MSConversation) {}
    open func didCancelSending(_ message: MSMessage, conversation: MSConversation) {}
    open func willSelect(_ message: MSMessage, conversation: MSConversation) {}
    open func didSelect(_ message: MSMessage, conversation: MSConversation) {}

    // MARK: Presentation callbacks

    open func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {}
    open func didTransition(to presentationStyle: MSMessagesAppPresentationStyle) {}

    /// The size the extension wants inside a live bubble; at most `size`.
    open func contentSizeThatFits(_ size: CGSize) -> CGSize { size }
}
