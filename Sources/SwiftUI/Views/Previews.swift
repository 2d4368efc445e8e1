import UIKit

/// Xcode's previews of a view (`PreviewProvider`, iOS 13): compiled as in Xcode, never shown; a
/// scenario shows the views themselves.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// How Xcode sizes a preview.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device Xcode previews on, by its name ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// For Xcode's previews only: nothing here.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// For Xcode's previews only: nothing here.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// For Xcode's previews only: nothing here (a scenario's `device:` chooses the phone).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
