import Foundation

/// The phone: an iPhone running iOS 17 in portrait, as the run's device. Main actor only.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    private static let shared = UIDevice()
    open class var current: UIDevice { shared }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .portrait }
    open var isGeneratingDeviceOrientationNotifications: Bool { generating }
    open var isMultitaskingSupported: Bool { true }
    /// The same for every launch of the extension on this phone (a run's).
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    open var isBatteryMonitoringEnabled = false
    /// -1 and `.unknown`, as iOS answers while battery monitoring is off; a simulated phone has no battery.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    private var generating = false

    private static let vendorIdentifier = UUID(uuidString: ProcessInfo.processInfo.environment["IMSIM_VENDOR_ID"] ?? "")
        ?? UUID(uuidString: "5E1A6D2C-0F6B-4C1E-9B1D-7A3F2E8C4D10")

    open func beginGeneratingDeviceOrientationNotifications() { generating = true }
    open func endGeneratingDeviceOrientationNotifications() { generating = false }

    /// Plays the keyboard click sound: there is no sound here.
    open func playInputClick() {}
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
