import IMSimCore
import Yams

extension Device {
    /// The ids a scenario or `--device` may name, with their aliases, for error messages:
    /// `iphone-se (also iphone-se-1, ...), iphone-8 (...), ...`.
    public static var knownIDs: String {
        all.map { device in
            device.aliases.isEmpty ? device.id : "\(device.id) (also \(device.aliases.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }

    /// The device `name` names (an id or alias, any case), or an error message listing the known ids.
    public static func resolve(_ name: String) -> Result<Device, DeviceNameError> {
        named(name).map { .success($0) } ?? .failure(DeviceNameError(name: name))
    }
}

/// A device name that names no `Device`.
public struct DeviceNameError: Error, CustomStringConvertible {
    public var name: String
    public init(name: String) { self.name = name }
    public var description: String { "unknown device `\(name.escapedForMessage)`; known devices: \(Device.knownIDs)" }
}

extension YAMLReader {
    /// A device's id (`device: iphone-se`), as its canonical id: an alias reads as the device it names.
    /// `transport: live` (or `any`): what the scenario needs of the run.
    func transport(_ node: Node) throws(ScenarioError) -> RunTransport? {
        let word = try string(node, for: "transport", expected: "live or any")
        switch word {
        case "live": return .live
        case "any": return nil
        default: throw error(at: node, "expected live or any for `transport`, found \(word)")
        }
    }

    func device(_ node: Node) throws(ScenarioError) -> String {
        let name = try string(node, for: "device", expected: "a device id like iphone-se")
        switch Device.resolve(name) {
        case .success(let device): return device.id
        case .failure(let problem): throw error(at: node, problem.description)
        }
    }
}
