/// Connects a view's `@State`, `@Environment` and `@Bindable` properties (and those inside its own
/// `DynamicProperty` structs) to its node before its body is read.
@MainActor
enum DynamicProperties {
    static func connect(_ value: Any, to node: ViewNode, environment: EnvironmentValues, prefix: String = "") {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let slot = prefix + (child.label ?? "\(index)")
            if let property = child.value as? any GraphConnectedProperty {
                property.connect(to: node, slot: slot, environment: environment)
            } else if child.value is any DynamicProperty {
                connect(child.value, to: node, environment: environment, prefix: slot + ".")
            }
        }
    }
}
