import Foundation
import Messages
import UIKit

/// The screens `MessagesViewController` hosts, one child view controller at a time.
enum HostedScreen: Equatable {
    case menu
    case food
    case mood

    /// The style the screen must be shown in; nil: either (it keeps the style it was entered in).
    var requiredStyle: MSMessagesAppPresentationStyle? {
        self == .food ? .expanded : nil
    }

    /// Each style asks Messages for a size of its own: a strip above the keyboard, or most of the screen.
    static func preferredContentSize(for style: MSMessagesAppPresentationStyle) -> CGSize {
        style == .compact ? CGSize(width: 320, height: 150) : CGSize(width: 320, height: 480)
    }
}
