import ArgumentParser
import IMSimModel
import Foundation
import IMSimArtifacts

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Make a finished run's report.html again from its artifacts (a page to open in a browser). Runs nothing.")

    @OptionGroup var finished: FinishedRun

    @Option(help: "Write the page here instead of report.html in the run's folder.")
    var output: String?

    @Flag(help: "Open the page in the browser (xdg-open).")
    var open = false

    func run() throws {
        let folder = try finished.folder()
        let page = output ?? folder + "/report.html"
        do {
            try ReportPage.write(artifacts: folder, to: page)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(FileWriteError(path: page, error))\n".utf8))
            throw ExitCode(2)
        }
        print("report: \(page)")
        if open { try Self.open(page) }
    }

    /// Opens `page` with xdg-open; says so when there is none (a machine without a desktop).
    static func open(_ page: String) throws {
        let url = URL(fileURLWithPath: page).absoluteString
        guard let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("no xdg-open here to open it: open \(url) in a browser")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        try process.run()
    }
}
