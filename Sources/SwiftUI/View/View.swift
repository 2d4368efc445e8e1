/// A piece of a screen: a value whose `body` says what it shows. Views with no body of their own
/// (`Text`, `VStack`, `Button`, ...) are laid out and drawn by imsim itself.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Views imsim lays out itself have no body; asking for it is a programming error, as on iOS.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
