import Foundation
import IMSimCore
import IMSimModel
import IMSimExtension
import IMSimExtensionProcess
import IMSimPhone
import IMSimPhoneProcess
import IMSimRelay
import IMSimUV
import Logging

/// The helper roles: this same binary re-executed by the runner (`relay`, `phone`) and by phones
/// (`extension`). They are dispatched before ArgumentParser and parse their options by hand (see
/// `RoleArguments`): a run starts hundreds of them.
enum HelperRole: String, CaseIterable {
    case relay, phone, `extension`

    /// Runs the role named by `arguments[1]`, if it names one, and returns its exit status.
    static func runIfRole(_ arguments: [String]) -> Int32? {
        guard arguments.count > 1, let role = HelperRole(rawValue: arguments[1]) else { return nil }
        do {
            let options = role == .extension
                ? RoleArguments(takingFromEnvironment: ExtensionLaunchOptions.names)
                : try RoleArguments(arguments.dropFirst(2), allowed: role.options.union(["parent"]))
            LogSetup.bootstrap()
            // Ctrl-C is the runner's to handle: it ends its helpers in order, and they end theirs.
            ProcessLifetime.ignoreInterrupt()
            if let parent = try options.number("parent", as: Int32.self) {
                ProcessLifetime.endWithParent(expectedParent: parent)
            }
            return try role.run(options)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("imsim \(role.rawValue): \(error)\n".utf8))
            return 2
        }
    }

    private var options: Set<String> {
        switch self {
        case .relay: ["socket", "control", "cast"]
        case .phone: ["name", "run-directory", "artifacts", "conversation", "expire-after-ms", "app", "seed", "prewarm", "device"]
        case .extension: ExtensionLaunchOptions.names
        }
    }

    private func run(_ options: RoleArguments) throws(RoleArguments.Invalid) -> Int32 {
        switch self {
        case .relay: try Self.runRelay(options)
        case .phone: try Self.runPhone(options)
        case .extension: try Self.runExtension(options)
        }
    }

    /// The network between phones; ends with the run's connection (`--control`).
    private static func runRelay(_ options: RoleArguments) throws(RoleArguments.Invalid) -> Int32 {
        let socket = try options.required("socket")
        let logger = Logger(label: "imsim.relay")
        let loop = EventLoop()
        defer { loop.closeAll() }
        do {
            // `--cast Kate,John`: only these phones may connect (a run's); without it, any.
            let cast = options.optional("cast").map { Set($0.split(separator: ",").map(String.init)) }
            try RelayProcess(loop: loop, socket: socket, logger: logger, cast: cast).run(controlSocket: options.optional("control"))
        } catch {
            logger.error("cannot listen at \(socket): \(error)")
            return 2
        }
        return 0
    }

    /// One person's Messages app. `--conversation name=Kate,John` repeats (the first is on screen),
    /// as does `--app key=bundle=Display Name`.
    private static func runPhone(_ options: RoleArguments) throws(RoleArguments.Invalid) -> Int32 {
        let name = try options.required("name")
        var apps: [InstalledApp] = []
        for argument in options.all("app") {
            guard let installed = InstalledApp(argument: argument) else {
                throw RoleArguments.Invalid(description: "--app takes key=bundle=Display Name, not \(argument)")
            }
            apps.append(installed)
        }
        var conversations: [ConversationInfo] = []
        for argument in options.all("conversation") {
            let parts = argument.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                throw RoleArguments.Invalid(description: "--conversation takes name=Kate,John, not \(argument)")
            }
            conversations.append(ConversationInfo(id: String(parts[0]), members: parts[1].split(separator: ",").map(String.init)))
        }
        let deviceName = options.optional("device") ?? Device.default.id
        guard let device = Device.named(deviceName) else {
            throw RoleArguments.Invalid(description: "--device: no device \(deviceName)")
        }
        let configuration = PhoneConfiguration(
            name: name, conversations: conversations, apps: apps, seed: try options.number("seed") ?? 1,
            expiryDelay: .milliseconds(try options.number("expire-after-ms", as: UInt64.self) ?? 120_000),
            runDirectory: try options.required("run-directory"), artifactsDirectory: options.optional("artifacts"),
            executable: CommandLine.executablePath, prewarm: options.optional("prewarm") == "yes", device: device)
        let loop = EventLoop()
        let phone = PhoneProcess(configuration: configuration, loop: loop, logger: Logger(label: "imsim.phone.\(name)"))
        let status = phone.run()
        loop.closeAll()
        return status
    }

    /// One launch of an iMessage app extension, in its container; its options come in its environment
    /// (`ExtensionLaunchOptions`).
    private static func runExtension(_ options: RoleArguments) throws(RoleArguments.Invalid) -> Int32 {
        let key = try options.required("app"), socket = try options.required("socket")
        let container = try options.required("container")
        guard FileManager.default.changeCurrentDirectoryPath(container) else {
            throw RoleArguments.Invalid(description: "cannot enter the container \(container)")
        }
        let attachments = options.optional("attachments"), participant = options.optional("participant")
        return MainActor.assumeIsolated {
            guard let entry = AppRegistry.app(key) else { return 2 }
            return ExtensionProcess.run(socketPath: socket, bundleIdentifier: entry.bundleIdentifier,
                                        attachmentsDirectory: attachments.map { URL(fileURLWithPath: $0) },
                                        sender: participant, makePrincipal: entry.makePrincipal)
        }
    }
}
