import Foundation
import IMSimCore
import IMSimModel

/// `report.html`: one file that opens from `file://` with nothing fetched: the style, the script and
/// the run's `RunReport` as JSON, which the script draws.
public enum ReportPage {
    public static func html(_ report: RunReport) throws -> Data {
        var page = Data()
        try stream(report) { page.append($0) }
        return page
    }

    /// The page, handed to `output` a part at a time: the report's JSON is written as it is made,
    /// never held whole (a long run's is most of its page).
    static func stream(_ report: RunReport, into output: (Data) throws -> Void) throws {
        try output(Data("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(report.name)): \(report.outcome) · imsim</title>
            <style>\(ReportStyle.css)</style>
            </head><body>
            <script type="application/json" id="report-data">
            """.utf8))
        // The journal's JSON writer: what JSONEncoder writes with sorted keys, several times faster.
        var json: [UInt8] = []
        try withoutActuallyEscaping(output) { output in
            let handOver = { (json: inout [UInt8]) throws in
                try output(inScript(json))
                json.removeAll(keepingCapacity: true)
            }
            try report.writeJSON(into: &json, handingOver: handOver)
            try handOver(&json)
        }
        try output(Data("""
            </script>
            <script>\(ReportScript.javascript)</script>
            </body></html>

            """.utf8))
    }

    /// Writes the report of the run in `folder` to `folder/report.html` (or `to`, making its folder;
    /// the links to pictures then lead from there to the run's folder).
    public static func write(artifacts folder: String, to path: String? = nil) throws {
        try write(RunReport.make(artifacts: folder), artifacts: folder, to: path)
    }

    /// Writes `report`, of the run in `folder`, as `write(artifacts:to:)` does.
    public static func write(_ report: RunReport, artifacts folder: String, to path: String? = nil) throws {
        var report = report
        let page = URL(fileURLWithPath: path ?? folder + "/report.html")
        let pageFolder = page.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
        let runFolder = URL(fileURLWithPath: folder, isDirectory: true)
        if pageFolder.standardizedFileURL.path != runFolder.standardizedFileURL.path {
            for index in report.pictures.indices {
                let file = report.pictures[index].file
                let target = file.hasPrefix("/") ? URL(fileURLWithPath: file) : runFolder.appendingPathComponent(file)
                report.pictures[index].file = RelativeLink.to(target, from: pageFolder)
            }
        }
        try PageFile.write(to: page.path) { output in try stream(report, into: output) }
    }

    /// The style sheet, for other pages of imsim's.
    public static var css: String { ReportStyle.css }

    /// JSON that cannot end its script element: every `<` as `\u003c`.
    static func inScript<Bytes: Collection<UInt8>>(_ json: Bytes) -> Data {
        var data = Data()
        appendInScript(Array(json), to: &data)
        return data
    }

    private static func appendInScript(_ json: [UInt8], to page: inout Data) {
        let escape = Array("\\u003c".utf8)
        var start = 0
        while let end = json[start...].firstIndex(of: UInt8(ascii: "<")) {
            page.append(contentsOf: json[start..<end])
            page.append(contentsOf: escape)
            start = end + 1
        }
        page.append(contentsOf: json[start...])
    }

    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
