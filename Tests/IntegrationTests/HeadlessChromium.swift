import Foundation
import IMSimCore
import XCTest

/// Debian's `chromium`, headless, opening a page from `file://` (tools/ensure-deps --tests installs it).
/// Its output goes to a file, not a pipe, and a browser that does not finish in time is killed and fails the test.
struct HeadlessChromium {
    let profile: String

    struct DidNotFinish: Error, CustomStringConvertible {
        var description: String
    }

    /// The page's DOM after its scripts ran.
    /// `fragment`: what follows `#` in the address (`step=2`).
    func dom(of page: String, fragment: String? = nil, width: Int = 1400, height: Int = 2400) throws -> String {
        let output = profile + "/dom-\(UUID().uuidString).html"
        let address = URL(fileURLWithPath: page).absoluteString + (fragment.map { "#" + $0 } ?? "")
        try run(["--dump-dom", "--window-size=\(width),\(height)", address], output: output)
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// A picture of the page as it is drawn.
    func screenshot(of page: String, into picture: String, width: Int = 1400, height: Int = 2400) throws {
        try run(["--screenshot=\(picture)", "--hide-scrollbars", "--window-size=\(width),\(height)",
                 URL(fileURLWithPath: page).absoluteString], output: profile + "/screenshot.log")
    }

    private func run(_ arguments: [String], output: String, seconds: Double = 60) throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/local/bin/chromium"].first(where: FileManager.default.isExecutableFile) else {
            throw DidNotFinish(description: "no chromium: run tools/ensure-deps --tests")
        }
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: profile + "/chromium.err", contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)/profile"] + arguments
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: profile + "/chromium.err") ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        guard ended.wait(timeout: .now() + TimeoutScale.seconds(seconds)) == .success else {
            kill(process.processIdentifier, SIGKILL)
            throw DidNotFinish(description: "chromium did not finish \(arguments.first ?? "") within \(seconds) s")
        }
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOfFile: profile + "/chromium.err", encoding: .utf8)) ?? ""
            throw DidNotFinish(description: "chromium exited with \(process.terminationStatus): \(errors.suffix(2000))")
        }
    }
}
