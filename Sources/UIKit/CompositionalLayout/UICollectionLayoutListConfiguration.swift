import Foundation

/// How a list section looks: its appearance (plain, grouped, inset grouped, sidebar), separators,
/// and whether sections have supplementary headers and footers.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none = 0, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
