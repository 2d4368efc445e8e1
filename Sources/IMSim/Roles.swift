import ArgumentParser
import IMSimExtension
import Foundation
import IMSimCore
import Logging
import IMSimPhone
import IMSimRelay
import IMSimUV

/// Options every helper role shares: the parent to die with.
struct RoleOptions: ParsableArguments {
    @Option(help: "The parent's process id; the role ends when that process does.")
    var parent: Int32?

    func bindLifetime() {
        LogSetup.bootstrap()
        // Ctrl-C is the runner's to handle: it ends its helpers in order, and they end theirs.
        ProcessLifetime.ignoreInterrupt()
        if let parent { ProcessLifetime.endWithParent(expectedParent: parent) }
    }
}

struct RelayRole: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relay", abstract: "(role) The network between phones.", shouldDisplay: false)

    @Option var socket: String
    @Option(help: "The runner's control socket; the relay ends when that connection does.")
    var control: String?
    @OptionGroup var role: RoleOptions

    func run() throws {
        role.bindLifetime()
        let logger = Logger(label: "imsim.relay")
        let loop = EventLoop()
        do {
            try RelayProcess(loop: loop, socket: socket, logger: logger).run(controlSocket: control)
        } catch {
            logger.error("cannot listen at \(socket): \(error)")
            throw ExitCode(2)
        }
        loop.closeAll()
    }
}

struct PhoneRole: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone", abstract: "(role) One person's Messages app.", shouldDisplay: false)

    @Option var name: String
    @Option var runDirectory: String
    @Option(help: "The run's artifacts folder: containers and attachments.") var artifacts: String?
    @Option(name: .customLong("conversation"), help: "A conversation: name=Kate,John (repeat; the first is on screen).")
    var conversations: [String]
    @Option(help: "How long a read expiring message stays, in milliseconds.") var expireAfterMs: UInt64 = 120_000
    @Option(help: "An installed app: key=bundle=Display Name.") var app: [String] = []
    @Option var seed: UInt64 = 1
    @OptionGroup var role: RoleOptions

    func run() throws {
        role.bindLifetime()
        let apps = try app.map { argument in
            guard let installed = InstalledApp(argument: argument) else {
                throw ValidationError("--app takes key=bundle=Display Name, not \(argument)")
            }
            return installed
        }
        let conversations = try conversations.map { argument in
            let parts = argument.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { throw ValidationError("--conversation takes name=Kate,John, not \(argument)") }
            return ConversationInfo(id: String(parts[0]), members: parts[1].split(separator: ",").map(String.init))
        }
        let configuration = PhoneConfiguration(
            name: name, conversations: conversations, apps: apps, seed: seed,
            expiryDelay: .milliseconds(expireAfterMs), runDirectory: runDirectory, artifactsDirectory: artifacts,
            executable: CommandLine.executablePath)
        let loop = EventLoop()
        let phone = PhoneProcess(configuration: configuration, loop: loop, logger: Logger(label: "imsim.phone.\(name)"))
        let status = phone.run()
        loop.closeAll()
        if status != 0 { throw ExitCode(status) }
    }
}

struct ExtensionRole: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extension", abstract: "(role) One launch of an iMessage app extension.", shouldDisplay: false)

    @Option var app: String
    @Option var socket: String
    @Option(help: "The extension's container: its working directory, kept across launches.") var container: String
    @Option var attachments: String?
    @OptionGroup var role: RoleOptions

    func run() throws {
        role.bindLifetime()
        guard FileManager.default.changeCurrentDirectoryPath(container) else {
            throw ValidationError("cannot enter the container \(container)")
        }
        let status: Int32 = MainActor.assumeIsolated {
            guard let entry = AppRegistry.app(app) else { return 2 }
            return ExtensionProcess.run(socketPath: socket, bundleIdentifier: entry.bundleIdentifier,
                                        attachmentsDirectory: attachments.map { URL(fileURLWithPath: $0) },
                                        makePrincipal: entry.makePrincipal)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
