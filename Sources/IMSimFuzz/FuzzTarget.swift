import Foundation
import IMSimCore
import IMSimScenario

/// What one fuzzing input is fed to: each decoder of bytes that come from outside. Every input must be
/// accepted or refused with an error; a crash, a hang or a leak is a finding.
enum FuzzTarget: String, CaseIterable {
    /// `FrameDecoder` over the input cut into reads at the positions its first byte picks.
    case frame
    /// The relay's binary envelopes, both directions.
    case envelope
    /// The channel messages in the binary wire format: hellos, run, extension.
    case channel
    /// The scenario parser then the validator, the input as a file's bytes.
    case scenario

    static let catalog = AppCatalog(["shopping-list": AppInfo(displayName: "Shopping List", controls: ["New party", "Send"])])

    func run(_ bytes: [UInt8]) {
        switch self {
        case .frame:
            var decoder = FrameDecoder(maximumPayloadSize: 1 << 16)
            let step = max(1, Int(bytes.first ?? 1) % 17)
            var index = 0
            while index < bytes.count {
                decoder.append(bytes[index..<min(bytes.count, index + step)])
                index += step
                do {
                    while try decoder.nextFrame() != nil {}
                } catch {
                    return
                }
            }
        case .envelope:
            _ = try? PhoneToRelay.decode(frame: bytes)
            _ = try? RelayToPhone.decode(frame: bytes)
        case .channel:
            _ = try? Hello.decode(frame: bytes).validate()
            for role in [Hello.Role.phone, .relay, .console] { _ = try? ToRun.decode(frame: bytes, from: role) }
            _ = try? RunToPhone.decode(frame: bytes)
            _ = try? RunToRelay.decode(frame: bytes)
            _ = try? RunToClient.decode(frame: bytes)
            _ = try? HostToExtension.decode(frame: bytes)
            _ = try? ExtensionToHost.decode(frame: bytes)
            _ = try? MessagePayload.decode(body: bytes)
        case .scenario:
            let path = NSTemporaryDirectory() + "imsim-fuzz-\(getpid()).yaml"
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            defer { unlink(path) }
            guard let scenario = try? ScenarioParser.parse(contentsOfFile: path) else { return }
            _ = try? ScenarioValidator.validate(scenario, catalog: Self.catalog)
        }
    }
}
