import UIKit

/// iOS 13's navigation container, which iOS 16 deprecates for `NavigationStack`: on a phone, a stack
/// of screens under a navigation bar, as `NavigationStack` is here.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` arranges its columns; on a phone every style is a stack.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { .init() }
}

/// The bars a `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
    /// On a phone every style is a stack: nothing changes.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Hides the navigation bar of the stack's screen this view is on (iOS 13; `toolbar(.hidden,
    /// for: .navigationBar)` since iOS 16): the screen takes the bar's place.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        changingElements { _, context in
            guard let navigation = context.environment.navigation else { return }
            navigation.stack?.barHidden[navigation.screen] = hidden
        }
    }

    /// Shows or hides bars of the screen this view is on: the navigation bar (an automatic
    /// visibility leaves it as it is); a phone's extension has no tab or bottom bar here.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        changingElements { _, context in
            guard let navigation = context.environment.navigation,
                  bars.contains(.navigationBar) || bars.contains(.automatic), visibility != .automatic else { return }
            navigation.stack?.barHidden[navigation.screen] = visibility == .hidden
        }
    }
}
