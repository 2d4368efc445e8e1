import Foundation

/// The helpers generated connectors call, typed by the property or method they reach, so that the
/// generated code never has to spell a type the user's file declares.
@MainActor
public enum IBConnect {
    /// Sets an outlet: `value` must be what the property holds (an optional or an implicitly
    /// unwrapped view, or an array of them for an outlet collection).
    public static func outlet<Value>(_ slot: inout Value, _ value: Any, _ name: @autoclosure () -> String) {
        guard let typed = value as? Value else {
            fatalError("the outlet \(name()) is a \(Value.self), and the document connects it to \(type(of: value))")
        }
        slot = typed
    }

    /// A runtime attribute's value as the `@IBInspectable` property's type holds it: a number (a
    /// Double) as a CGFloat, Float, Int or Bool; nil when it cannot be.
    public static func inspectable<Value>(_ value: Any) -> Value? {
        if let typed = value as? Value { return typed }
        guard let number = value as? Double else { return nil }
        if Value.self == CGFloat.self { return CGFloat(number) as? Value }
        if Value.self == Float.self { return Float(number) as? Value }
        if Value.self == Int.self { return Int(number) as? Value }
        if Value.self == Bool.self { return (number != 0) as? Value }
        return nil
    }

    /// An action method that takes no argument (`@IBAction func refresh()`).
    public static func action(_ method: () -> Void) {
        method()
    }

    /// An action method that takes the sender (`@IBAction func send(_ sender: UIButton)`).
    public static func action<Sender>(_ method: (Sender) -> Void, _ sender: Any, _ name: @autoclosure () -> String) {
        method(cast(sender, name()))
    }

    /// An action method that takes the sender and the event (`send(_:forEvent:)`).
    public static func action<Sender, Event>(_ method: (Sender, Event) -> Void, _ sender: Any, _ event: Any?,
                                             _ name: @autoclosure () -> String) {
        method(cast(sender, name()), cast(event as Any, name()))
    }

    private static func cast<T>(_ value: Any, _ name: String) -> T {
        if let typed = value as? T { return typed }
        fatalError("the action \(name) takes a \(T.self), and was sent a \(type(of: value))")
    }
}
