/// The appearance state machine behind `beginAppearanceTransition(_:animated:)`.
extension UIViewController {
    /// Where a controller is between disappeared and appeared.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing

        enum Callback { case willAppear, didAppear, willDisappear, didDisappear }

        /// Moves to `.appearing` or `.disappearing`; the callback to send, or nil if already there.
        mutating func begin(appearing: Bool) -> Callback? {
            switch (self, appearing) {
            case (.disappeared, true), (.disappearing, true):
                self = .appearing
                return .willAppear
            case (.appeared, false), (.appearing, false):
                self = .disappearing
                return .willDisappear
            default:
                return nil
            }
        }

        /// Completes a transition; the callback to send, or nil if none was in progress.
        mutating func end() -> Callback? {
            switch self {
            case .appearing:
                self = .appeared
                return .didAppear
            case .disappearing:
                self = .disappeared
                return .didDisappear
            default:
                return nil
            }
        }
    }

    /// True between `viewWillAppear(_:)` and `viewWillDisappear(_:)`.
    package var isAppearingOrAppeared: Bool {
        appearanceState == .appearing || appearanceState == .appeared
    }

    /// The children that follow this controller's appearance: those shown in its view, unless it
    /// forwards appearance by hand.
    func forwardedChildren() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }
}
