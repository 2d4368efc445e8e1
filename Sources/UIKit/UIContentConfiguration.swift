import Foundation

/// Describes a view's content and makes the view that shows it (iOS 14): a cell's
/// `contentConfiguration`. Main actor only.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, which can take a new configuration of its kind.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; by default, when it is of the current one's type.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for. (Trait collections don't exist here.)
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted, disabled and the like.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init() {}
}
