import Foundation
import XCTest

/// A run's `report.html` opened in a real browser (headless Chromium): the mussels party shows both
/// phones, an arrow for each message to each recipient and every phone's pictures; a failing
/// scenario puts its failing step, diff and pictures at the top. The merged page of many files links
/// to each run's report.
final class ReportBrowserTests: XCTestCase {
    var folder = ""
    var browser: HeadlessChromium { HeadlessChromium(profile: folder) }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "imsim-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Each message's recipients in the journal: one arrow each is expected.
    private func deliveries(inJournal path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").flatMap { line -> [String] in
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let phone = (entry?["event"] as? [String: Any])?["phone"] as? [String: Any],
                  let sent = phone["sent"] as? [String: Any], let source = entry?["source"] as? String else { return [] }
            return (sent["recipients"] as? [String] ?? []).map { "\(source)→\($0)" }
        }
    }

    private func count(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    func testTheMusselsPartysReportShowsThePhonesTheMessagesAndEveryStepsPictures() throws {
        let artifacts = folder + "/run"
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--screenshots", "each-step", "--artifacts", artifacts])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("report: \(artifacts)/report.html"), run.stdout)
        let dom = try browser.dom(of: artifacts + "/report.html")
        XCTAssertTrue(dom.contains(#"id="outcome">PASSED<"#), String(dom.prefix(3000)))
        for name in ["Kate", "John"] {
            XCTAssertTrue(dom.contains(#"class="lane-label">\#(name)</text>"#), "a lane for \(name)")
            XCTAssertTrue(dom.contains(#"<div class="phone" data-phone="\#(name)">"#), "\(name)'s transcript")
        }
        let expected = try deliveries(inJournal: artifacts + "/journal.jsonl")
        XCTAssertEqual(expected, ["Kate→John", "John→Kate"])
        let arrows = expected.map { route -> Int in
            let ends = route.split(separator: "→")
            return count(#"data-from="\#(ends[0])" data-to="\#(ends[1])""#, in: dom)
        }
        XCTAssertEqual(arrows, [1, 1], "one arrow for each message to each recipient")
        XCTAssertTrue(dom.contains(#"class="bubble card mine""#) && dom.contains(#"class="bubble card theirs""#),
                      "the extension's messages are cards on both sides")
        XCTAssertEqual(count(#"class="arrow o-replaced""#, in: dom), 1, "Kate's invitation was replaced by John's answer")
        XCTAssertEqual(count(#"class="arrow o-delivered""#, in: dom), 1)
        let detailStart = try XCTUnwrap(dom.range(of: #"<div id="step-detail">"#))
        let detail = dom[detailStart.upperBound...].components(separatedBy: "</section>")[0]
        XCTAssertTrue(detail.contains("Step 1: Kate: open"), "the first step is shown: \(detail.prefix(2000))")
        // Step 1 shows each phone before (nothing yet) and after, embedded.
        XCTAssertEqual(count("the first step", in: detail), 2)
        XCTAssertEqual(count(#"<img src="data:image/jpeg;base64,"#, in: detail), 2)
        XCTAssertFalse(dom.contains(#"id="failure""#))
        XCTAssertFalse(dom.contains(#"src="http"#) || dom.contains(#"<script src"#), "nothing is fetched")
        for process in ["Kate", "John", "relay", "run (imsim itself)", "3 extension launches ended by their phone"] {
            XCTAssertTrue(dom.contains("<tr><td>\(process)</td>"), "CPU and memory of \(process)")
        }

        let picture = folder + "/report.png"
        try browser.screenshot(of: artifacts + "/report.html", into: picture)
        XCTAssertGreaterThan((try? FileManager.default.attributesOfItem(atPath: picture)[.size] as? Int) ?? 0, 20_000, "a page was drawn")
    }

    func testAFailingScenariosReportStartsWithTheFailingStepItsDiffAndThePictures() throws {
        let artifacts = folder + "/run"
        let run = try ImsimInvocation.run(["run", "scenarios/failing/forgotten-sauce.yaml", "--artifacts", artifacts, "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let dom = try browser.dom(of: artifacts + "/report.html")
        XCTAssertTrue(dom.contains(#"id="outcome">FAILED<"#))
        let failure = try XCTUnwrap(dom.range(of: #"<section id="failure">"#), String(dom.prefix(3000)))
        let figures = try XCTUnwrap(dom.range(of: #"<section id="figures">"#))
        XCTAssertLessThan(failure.lowerBound, figures.lowerBound, "the failure comes first")
        let section = String(dom[failure.lowerBound..<figures.lowerBound])
        XCTAssertTrue(section.contains("Step 5 failed: expect John: transcript within 500ms"), section)
        XCTAssertTrue(section.contains("scenarios/failing/forgotten-sauce.yaml:10:5"), section)
        XCTAssertTrue(section.contains(#"<span class="diff-removed">"#) && section.contains("Andalouse sauce"), section)
        XCTAssertTrue(section.contains(#"<span class="diff-added">"#), section)
        XCTAssertEqual(count(#"<img src="data:image/jpeg;base64,"#, in: section), 2, "both phones at the failure")
        XCTAssertTrue(dom.contains(#"class="arrow o-delivered" data-outcome="delivered" data-from="Kate" data-to="John""#))
        // The failing step is shown unless the address names another.
        XCTAssertTrue(dom.contains("<h2><span class=\"mark failed\">✗</span>Step 5: expect John: transcript within 500ms</h2>"))
        let second = try browser.dom(of: artifacts + "/report.html", fragment: "step=2")
        XCTAssertTrue(second.contains("<h2><span class=\"mark passed\">✓</span>Step 2: Kate: tap \"New party\"</h2>"))
        // A time range that ends before Kate's message arrived shows John's transcript without it.
        let early = try browser.dom(of: artifacts + "/report.html", fragment: "step=1&range=0-1")
        XCTAssertTrue(early.contains("Transcripts at the end, up to the messages that had arrived by 1.00 ms"), String(early.suffix(4000)))
        XCTAssertEqual(count(#"<p class="empty">no messages</p>"#, in: early), 2, "nobody had a message 1 ms in")
        XCTAssertEqual(count(#"<p class="empty">no messages</p>"#, in: dom), 0)
    }

    func testASnapshotMismatchShowsItsExpectedActualAndDifferencePictures() throws {
        let artifacts = folder + "/run"
        let run = try ImsimInvocation.run(["run", "scenarios/failing/snapshot-differs.yaml", "--artifacts", artifacts, "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let dom = try browser.dom(of: artifacts + "/report.html")
        let pictures = try XCTUnwrap(dom.range(of: #"<div class="shots" id="snapshot-pictures">"#), String(dom.prefix(4000)))
        let section = String(dom[pictures.lowerBound...].prefix(2000))
        for kind in ["expected", "actual", "difference"] {
            let image = try XCTUnwrap(section.range(of: #"-\#(kind).png" alt="\#(kind)""#), "\(kind) in \(section)")
            let source = section[..<image.lowerBound].components(separatedBy: #"src=""#).last ?? ""
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts + "/" + source + "-\(kind).png"), "\(source) beside the page")
        }
    }

    func testOneFilesPageWrittenElsewhereLinksBackToItsPictures() throws {
        let artifacts = folder + "/run", page = folder + "/pages/failing.html"
        let run = try ImsimInvocation.run(["run", "scenarios/failing/forgotten-sauce.yaml", "--artifacts", artifacts,
                                           "--actual-status", "--html", page])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let data = try XCTUnwrap(html.components(separatedBy: #"<script type="application/json" id="report-data">"#).last?
            .components(separatedBy: "</script>").first)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["pictures"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        XCTAssertEqual(files.count, 2, "both phones' pictures at the failure")
        for file in files {
            let target = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: folder + "/pages/")).standardizedFileURL.path
            XCTAssertTrue(FileManager.default.fileExists(atPath: target), "\(file) leads to \(target)")
        }
        let dom = try browser.dom(of: page)
        XCTAssertTrue(dom.contains("Step 5 failed: expect John: transcript within 500ms"))
    }

    func testTheMergedPageOfManyFilesLinksToEachRunsReport() throws {
        let page = folder + "/reports/all.html"
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "scenarios/failing/forgotten-sauce.yaml",
                                           "scenarios/failing/broken-yaml.yaml", "--html", page], seconds: 120)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let dom = try browser.dom(of: page, height: 800)
        XCTAssertTrue(dom.contains("3 scenarios: 3 ended as declared, 0 did not"), dom)
        let links = dom.components(separatedBy: #"<a href=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(links.count, 2, "the rejected file made no run: \(dom)")
        for link in links {
            let report = URL(fileURLWithPath: link, relativeTo: URL(fileURLWithPath: folder + "/reports/")).standardizedFileURL.path
            XCTAssertTrue(FileManager.default.fileExists(atPath: report), "\(link) leads to \(report)")
        }
        XCTAssertTrue(dom.contains("no report"))
    }
}
