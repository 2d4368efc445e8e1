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
