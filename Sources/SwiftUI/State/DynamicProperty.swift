/// A stored property of a view that the view's graph keeps up to date before each `body`:
/// `@State`, `@Environment`, `@Bindable`, and structs of them.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is read.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property the graph connects to the view's place in the tree (its storage, its environment).
@MainActor
protocol GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues)
    /// Whether two values of the property, in two versions of a view, count as the same input.
    func isSameInput(as other: Any) -> Bool
}
