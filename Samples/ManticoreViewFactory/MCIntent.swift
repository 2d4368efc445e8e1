import Foundation
import UIKit

/// How a transition between sections or views looks. Headless, nothing moves: the duration is
/// recorded (`MCViewModel.lastTransition`), not waited for.
public enum MCAnimationStyle: Equatable, Sendable {
    /// `ANIMATION_NOTHING`.
    case nothing
    /// `ANIMATION_PUSH`.
    case push
    /// `ANIMATION_POP`.
    case pop
    /// A `UIView` transition, e.g. `.transitionFlipFromLeft`.
    case transition(UIView.AnimationOptions)

    /// 0.25 s for `UIView` transitions, 0.5 s for push and pop, none for nothing.
    public var duration: TimeInterval {
        switch self {
        case .nothing: 0
        case .push, .pop: 0.5
        case .transition: 0.25
        }
    }
}

/// Where to go: a section (a tab) and optionally a view inside it, with the state the receiving
/// controllers read in `onResume(_:)`. Runs on the main actor, like the view controllers it names.
@MainActor
public final class MCIntent {
    /// `SECTION_LAST`: back to the previous intent of the history stack.
    public static let sectionLast = "SECTION_LAST"

    public let sectionName: String
    public let viewName: String?
    public var animationStyle: MCAnimationStyle
    /// State for the receiving controllers; a controller being left saves its own here in `onPause(_:)`,
    /// so that going back restores it.
    public var savedInstanceState: [String: Any] = [:]

    public init(sectionName: String, viewName: String? = nil, animationStyle: MCAnimationStyle = .nothing) {
        self.sectionName = sectionName
        self.viewName = viewName
        self.animationStyle = animationStyle
    }

    /// `SECTION_LAST` with `animationStyle`.
    public static func back(animationStyle: MCAnimationStyle = .pop) -> MCIntent {
        MCIntent(sectionName: sectionLast, animationStyle: animationStyle)
    }

    /// `Section` or `Section/View`.
    public var name: String { viewName.map { "\(sectionName)/\($0)" } ?? sectionName }
}
