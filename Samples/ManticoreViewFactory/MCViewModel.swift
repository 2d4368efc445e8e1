import Foundation
import UIKit

/// A transition the model made: from which intent to which, and how long its animation would run.
public struct MCTransition: Equatable, Sendable {
    public var from: String?
    public var to: String
    public var animationStyle: MCAnimationStyle
    public var duration: TimeInterval { animationStyle.duration }

    public init(from: String?, to: String, animationStyle: MCAnimationStyle) {
        self.from = from
        self.to = to
        self.animationStyle = animationStyle
    }
}

/// The navigation state: the current section (set with an intent), the history stack and the cache of
/// view controllers. Main actor.
@MainActor
public final class MCViewModel {
    public static let shared = MCViewModel()
    /// `STACK_SIZE_DISABLED`: no history, no going back.
    public static let stackSizeDisabled = 0
    /// `STACK_SIZE_UNLIMITED`.
    public static let stackSizeUnlimited = -1

    public let factory: MCViewFactory
    /// The controller sections are shown in; set it before the first intent.
    public var mainViewController: MCMainViewController?
    /// How many intents the history keeps, the current one included: `5` is the current one plus 4.
    public var stackSize = MCViewModel.stackSizeUnlimited {
        didSet { trimHistory() }
    }
    /// The intents shown, oldest first; the last is the current one.
    public private(set) var historyStack: [MCIntent] = []
    public private(set) var lastTransition: MCTransition?
    private var current: MCIntent?
    private var cache: [String: MCViewController] = [:]

    public init(factory: MCViewFactory = .shared) {
        self.factory = factory
    }

    /// The intent shown. Setting it shows the intent's section and view (`SECTION_LAST`: goes back
    /// one intent, if the history has one).
    public var currentSection: MCIntent? {
        get { current }
        set { if let newValue { show(newValue) } }
    }

    /// Forgets every intent but the current one.
    public func clearHistoryStack() {
        historyStack = current.map { [$0] } ?? []
    }

    /// Forgets the cached controllers but those on screen: the others are created again, with
    /// `onCreate`, when next shown.
    public func clearViewCache() {
        let shown = [current?.sectionName, current?.viewName].compactMap { $0 }
        cache = cache.filter { shown.contains($0.key) }
    }

    /// Whether `name` has a cached controller.
    public func isCached(_ name: String) -> Bool { cache[name] != nil }

    /// Pauses what is shown (the view, then its section), then shows `intent`'s section and view:
    /// each created with `onCreate` on first use, then resumed, the section before its view.
    private func show(_ intent: MCIntent) {
        let target: MCIntent
        if intent.sectionName == MCIntent.sectionLast {
            guard historyStack.count > 1 else { return }
            historyStack.removeLast()
            target = historyStack[historyStack.count - 1]
        } else {
            target = intent
            if stackSize == Self.stackSizeDisabled {
                historyStack = [target]
            } else {
                historyStack.append(target)
                trimHistory()
            }
        }
        if let leaving = current, let shown = mainViewController?.currentSection {
            shown.currentView?.onPause(leaving)
            shown.onPause(leaving)
        }
        lastTransition = MCTransition(from: current?.name, to: target.name, animationStyle: intent.animationStyle)
        current = target
        guard let section = controller(named: target.sectionName) as? MCSectionViewController else {
            preconditionFailure("\(target.sectionName) is not an MCSectionViewController")
        }
        mainViewController?.show(section)
        section.onResume(target)
        let view = target.viewName.map { controller(named: $0) }
        section.show(view)
        view?.onResume(target)
    }

    /// The cached controller for `name`, made (with `onCreate`) on first use.
    private func controller(named name: String) -> MCViewController {
        if let cached = cache[name] { return cached }
        guard let made = factory.createViewController(name) as? MCViewController else {
            preconditionFailure("no MCViewController is registered as \(name)")
        }
        cache[name] = made
        made.onCreate()
        return made
    }

    private func trimHistory() {
        guard stackSize > 0, historyStack.count > stackSize else { return }
        historyStack.removeFirst(historyStack.count - stackSize)
    }
}
