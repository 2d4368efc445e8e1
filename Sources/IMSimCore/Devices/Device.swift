import Foundation

/// A phone model imsim can draw and lay extensions out on: its screen in points, its scale, its safe
/// area, and the frames the Messages app gives its parts and an extension (portrait only, light mode).
///
/// Every number and where it comes from is in docs/DECISIONS.md, "Devices and the Messages screen".
/// Frames are in the screen's points, y down from the top left.
public struct Device: Codable, Equatable, Sendable {
    /// `iphone-se`, `iphone-8`, `iphone-13`, `iphone-pro-max`.
    public var id: String
    /// For people: "iPhone SE".
    public var name: String
    /// Other ids `named(_:)` accepts for it (`iphone-14` for `iphone-13`).
    public var aliases: [String]
    /// The screen in points, portrait.
    public var screenSize: ContentSize
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// The window's safe area in portrait: the status bar (20 pt on home-button phones, the sensor
    /// housing on Face ID phones) and the home indicator.
    public var safeAreaInsets: ScreenInsets
    /// The height of the compact extension's area: the keyboard's, without the QuickType bar, home
    /// indicator included on Face ID phones.
    public var compactHeight: Double

    public init(id: String, name: String, aliases: [String] = [], screenSize: ContentSize, scale: Double,
                safeAreaInsets: ScreenInsets, compactHeight: Double) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.compactHeight = compactHeight
    }

    // MARK: Messages' chrome, the same on every phone

    /// The conversation header under the status bar (the members' avatars and names).
    public static let headerHeight = 66.0
    /// The input bar: the app drawer button, the message field and the send button.
    public static let inputBarHeight = 46.0

    // MARK: The screen

    /// The whole screen, at the origin.
    public var screenFrame: ScreenRect { ScreenRect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) }
    /// The picture's size in pixels: the screen's points times the scale.
    public var pixelWidth: Int { Int((screenSize.width * scale).rounded()) }
    public var pixelHeight: Int { Int((screenSize.height * scale).rounded()) }
    /// True for phones with a home button (no home indicator, 20 pt status bar).
    public var hasHomeButton: Bool { safeAreaInsets.bottom == 0 }
    /// True for phones whose sensors sit in the Dynamic Island (a 59 pt status bar), not a notch.
    public var hasDynamicIsland: Bool { safeAreaInsets.top >= 59 }

    /// The status bar: the top of the screen down to the safe area.
    public var statusBarFrame: ScreenRect {
        ScreenRect(x: 0, y: 0, width: screenSize.width, height: safeAreaInsets.top)
    }

    /// The conversation's header, under the status bar.
    public var headerFrame: ScreenRect {
        ScreenRect(x: 0, y: safeAreaInsets.top, width: screenSize.width, height: Self.headerHeight)
    }

    // MARK: The extension

    /// Where a compact extension is: the full width at the bottom of the screen, where the keyboard
    /// would be. Its bottom is the screen's.
    public var compactFrame: ScreenRect {
        ScreenRect(x: 0, y: screenSize.height - compactHeight, width: screenSize.width, height: compactHeight)
    }

    /// Where an expanded extension is: under the header, to the bottom of the screen (it covers the
    /// transcript and the input bar).
    public var expandedFrame: ScreenRect {
        let top = headerFrame.maxY
        return ScreenRect(x: 0, y: top, width: screenSize.width, height: screenSize.height - top)
    }

    /// The safe area insets of a compact extension's root view: the home indicator on Face ID phones.
    public var compactSafeAreaInsets: ScreenInsets { ScreenInsets(bottom: safeAreaInsets.bottom) }

    /// The safe area insets of an expanded extension's root view, within `expandedFrame`: the header
    /// is above the frame, so only the home indicator is left.
    public var expandedSafeAreaInsets: ScreenInsets { ScreenInsets(bottom: safeAreaInsets.bottom) }

    /// The extension's frame in `style`; nil for `.transcript` (live bubbles are sized by the
    /// extension, see `LiveBubble`).
    public func extensionFrame(for style: PresentationStyle) -> ScreenRect? {
        switch style {
        case .compact: compactFrame
        case .expanded: expandedFrame
        case .transcript: nil
        }
    }

    /// The safe area insets of the extension's root view in `style` (zero for `.transcript`).
    public func extensionSafeAreaInsets(for style: PresentationStyle) -> ScreenInsets {
        switch style {
        case .compact: compactSafeAreaInsets
        case .expanded: expandedSafeAreaInsets
        case .transcript: .zero
        }
    }

    // MARK: The conversation

    /// The input bar with the app open in `appStyle` (nil: no app open, keyboard down): above the
    /// home indicator, or on top of a compact extension. Nil when an expanded extension covers it.
    public func inputBarFrame(appStyle: PresentationStyle? = nil) -> ScreenRect? {
        let bottom: Double
        switch appStyle {
        case .compact: bottom = compactFrame.minY
        case .expanded: return nil
        case nil, .transcript: bottom = screenSize.height - safeAreaInsets.bottom
        }
        return ScreenRect(x: 0, y: bottom - Self.inputBarHeight, width: screenSize.width, height: Self.inputBarHeight)
    }

    /// The transcript's visible area with the app open in `appStyle`: from the header down to the
    /// input bar. Under an expanded extension, the area it would have without an app (hidden).
    public func transcriptFrame(appStyle: PresentationStyle? = nil) -> ScreenRect {
        let top = headerFrame.maxY
        let bottom = (inputBarFrame(appStyle: appStyle) ?? inputBarFrame(appStyle: nil)!).minY
        return ScreenRect(x: 0, y: top, width: screenSize.width, height: bottom - top)
    }

    // MARK: The phones

    /// iPhone SE (1st generation), also the size of iPhone 5 and 5s: 320 × 568 @2x.
    public static let iPhoneSE = Device(
        id: "iphone-se", name: "iPhone SE", aliases: ["iphone-se-1", "iphone-5s", "iphone-5"],
        screenSize: ContentSize(width: 320, height: 568), scale: 2,
        safeAreaInsets: ScreenInsets(top: 20), compactHeight: 216)

    /// iPhone 8, also iPhone 6/6s/7 and iPhone SE (2nd and 3rd generation): 375 × 667 @2x.
    public static let iPhone8 = Device(
        id: "iphone-8", name: "iPhone 8", aliases: ["iphone-se-2", "iphone-se-3", "iphone-7", "iphone-6s", "iphone-6"],
        screenSize: ContentSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: ScreenInsets(top: 20), compactHeight: 216)

    /// iPhone 13, also iPhone 12, 12 Pro, 13 Pro and 14: 390 × 844 @3x.
    public static let iPhone13 = Device(
        id: "iphone-13", name: "iPhone 13",
        aliases: ["iphone-14", "iphone-12", "iphone-12-pro", "iphone-13-pro"],
        screenSize: ContentSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: ScreenInsets(top: 47, bottom: 34), compactHeight: 291)

    /// iPhone 13 Pro Max, also iPhone 12 Pro Max and 14 Plus: 428 × 926 @3x.
    public static let iPhoneProMax = Device(
        id: "iphone-pro-max", name: "iPhone 13 Pro Max",
        aliases: ["iphone-13-pro-max", "iphone-12-pro-max", "iphone-14-plus"],
        screenSize: ContentSize(width: 428, height: 926), scale: 3,
        safeAreaInsets: ScreenInsets(top: 47, bottom: 34), compactHeight: 301)

    /// iPhone 15, also iPhone 14 Pro, 15 Pro and 16: 393 × 852 @3x, with the Dynamic Island.
    public static let iPhone15 = Device(
        id: "iphone-15", name: "iPhone 15",
        aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"],
        screenSize: ContentSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: ScreenInsets(top: 59, bottom: 34), compactHeight: 291)

    /// iPhone 15 Pro Max, also iPhone 14 Pro Max, 15 Plus and 16 Plus: 430 × 932 @3x, with the Dynamic Island.
    public static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max",
        aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
        screenSize: ContentSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: ScreenInsets(top: 59, bottom: 34), compactHeight: 301)

    /// iPhone 16 Pro: 402 × 874 @3x, with the Dynamic Island lower than on the 15 (a 62-point top inset).
    public static let iPhone16Pro = Device(
        id: "iphone-16-pro", name: "iPhone 16 Pro", aliases: [],
        screenSize: ContentSize(width: 402, height: 874), scale: 3,
        safeAreaInsets: ScreenInsets(top: 62, bottom: 34), compactHeight: 291)

    /// iPhone 16 Pro Max: 440 × 956 @3x, a 62-point top inset.
    public static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", aliases: [],
        screenSize: ContentSize(width: 440, height: 956), scale: 3,
        safeAreaInsets: ScreenInsets(top: 62, bottom: 34), compactHeight: 301)

    /// Every phone, smallest first.
    public static let all: [Device] = [iPhoneSE, iPhone8, iPhone13, iPhone15, iPhone16Pro, iPhoneProMax, iPhone15ProMax,
                                       iPhone16ProMax]

    /// iPhone 13/14 (390 × 844 @3x): the size shared by the most iPhones sold since 2020 (12, 12 Pro,
    /// 13, 13 Pro, 14), a Face ID phone (so extensions meet the home indicator's inset), and the middle
    /// of the widths an extension must fit.
    public static let `default` = iPhone13

    /// The phone with this id or alias, ignoring case and surrounding spaces (`iPhone-14`, `iphone-13`).
    public static func named(_ id: String) -> Device? {
        let key = id.trimmingCharacters(in: .whitespaces).lowercased()
        return all.first { $0.id == key || $0.aliases.contains(key) }
    }
}
