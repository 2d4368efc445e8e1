import Foundation
import IMSimModel
import IMSimArtifacts

/// The page `imsim run FILES --html PAGE` writes: one line per file with its outcome, time and a
/// link to its run's own `report.html`. Self-contained, like a run's report.
enum BatchReportPage {
    static func html(_ entries: [BatchEntry], at page: String) -> Data {
        let pageFolder = URL(fileURLWithPath: page).standardizedFileURL.deletingLastPathComponent()
        let unexpected = entries.filter { !$0.endedAsDeclared }.count
        let flaky = entries.filter(\.isFlaky).count
        let seconds = entries.reduce(0) { $0 + $1.seconds }
        let rows = entries.map { entry -> String in
            let state = entry.skipped != nil ? "skipped" : !entry.endedAsDeclared ? "failed" : entry.isFlaky ? "flaky" : entry.declared == .pass ? "passed" : "as-declared"
            let mark = entry.skipped != nil ? "–" : !entry.endedAsDeclared ? "✗" : entry.isFlaky ? "~" : "✓"
            let report = entry.artifacts.map { URL(fileURLWithPath: $0 + "/report.html").standardizedFileURL }
                .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
            let link = report.map { "<a href=\"\(escaped(RelativeLink.to($0, from: pageFolder)))\">report</a>" } ?? "<span class=\"empty\">no report</span>"
            let result = entry.artifacts.flatMap { FileManager.default.contents(atPath: $0 + "/result.json") }
                .flatMap { try? JSONDecoder().decode(RunResult.self, from: $0) }
            let about = result.map { "<div class=\"meta\">\(escaped($0.name)) · \($0.steps.count) steps</div>" } ?? ""
            let why = entry.ending?.failures.first.map { failure in
                let text = failure.message.split(separator: "\n").joined(separator: " · ")
                return "<div class=\"meta\">\(escaped(text.count > 300 ? text.prefix(300) + "…" : text))</div>"
            } ?? ""
            return """
                <tr class="\(state)"><td class="state">\(mark)</td><td>\(escaped(entry.file))\(about)\(why)</td>\
                <td>\(escaped(entry.verdict))</td><td class="time">\(String(format: "%.1f s", entry.seconds))</td><td>\(link)</td></tr>
                """
        }
        let summary = "\(entries.count) scenarios: \(entries.count - unexpected) ended as declared, \(unexpected) did not"
            + (flaky > 0 ? ", \(flaky) flaky" : "") + String(format: " · %.1f s of runs in all (they run in parallel)", seconds)
        return Data("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>imsim: \(escaped(summary))</title>
            <style>\(ReportPage.css)
            table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
            td.state { font-weight: 700; color: var(--ok); width: 20px; } td.time { white-space: nowrap; color: var(--muted); }
            tr.flaky td.state { color: var(--warn); } tr.failed { background: #ffebe9; } tr.failed td.state { color: var(--bad); }
            tr.as-declared td.state { color: var(--muted); }
            </style></head><body>
            <header><h1>imsim <span class="badge \(unexpected == 0 ? "passed" : "failed")" id="outcome">\(unexpected == 0 ? "PASSED" : "FAILED")</span></h1>
            <div class="meta" id="summary">\(escaped(summary))</div></header>
            <section><table id="scenarios"><tr><th></th><th>file</th><th>how it ended</th><th>time</th><th></th></tr>
            \(rows.joined(separator: "\n"))
            </table></section></body></html>

            """.utf8)
    }

    private static func escaped(_ text: String) -> String {
        ReportPage.escaped(text).replacingOccurrences(of: "\"", with: "&quot;")
    }
}
