/// Names an action method for target-action (`addTarget(_:action:for:)`).
///
/// Linux has no Objective-C runtime, so `#selector(...)` is unavailable and a selector can't be
/// invoked: write `Selector("buttonTapped:")` to keep such code compiling, and prefer closure
/// actions (`UIAction`), which do run.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name, e.g. `"buttonTapped:"`.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}

/// imsim's stand-in for the Objective-C message send behind target-action, which Linux lacks: a
/// target (of a control or a gesture recognizer) that adopts this receives each action sent to it,
/// by selector name. Targets that don't adopt it are recorded but never called. Code shared with
/// iOS adopts it under `#if !canImport(ObjectiveC)`. Main actor only.
@preconcurrency @MainActor
public protocol SelectorActionTarget: AnyObject {
    /// Runs the method `action` names (e.g. `"switchChanged:"`), with the control or recognizer as `sender`.
    func performAction(_ action: Selector, sender: Any?)
}
