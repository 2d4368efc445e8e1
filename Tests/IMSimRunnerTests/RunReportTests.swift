import Foundation
import IMSimCore
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import IMSimGraphics
import IMSimScenario
import XCTest

/// What `report.html` is made of: the timeline read from a journal (each message to each recipient
/// and its fate, launches and their lines, steps), the figures, and a page whose data cannot break out
/// of its script.
final class RunReportTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mussels-party.jsonl").path

    func testTheMusselsPartysMessagesGoOneEachWayAndTheFirstIsReplaced() throws {
        let timeline = try JournalReading(journalAt: fixture).timeline
        let routes = timeline.deliveries.map { "\($0.from)→\($0.to) \($0.outcome)" }
        // Kate's invitation became a summary on John's phone when his answer came: replaced.
        XCTAssertEqual(routes, ["Kate→John replaced", "John→Kate delivered"])
        for delivery in timeline.deliveries {
            let arrived = try XCTUnwrap(delivery.arrived)
            XCTAssertGreaterThanOrEqual(arrived, delivery.sent, "received after it was sent, though journaled before")
            XCTAssertNotNil(delivery.routed)
        }
        XCTAssertEqual(timeline.latencies.count, 2)
        XCTAssertEqual(timeline.steps.count, 25)
        XCTAssertEqual(timeline.launches.map { "\($0.phone) #\($0.number)" }, ["Kate #1", "John #1", "Kate #2"])
        let first = try XCTUnwrap(timeline.launches.first)
        XCTAssertEqual(first.lines.first.map { "\($0.kind) \($0.text)" }, "callback viewDidLoad")
        XCTAssertTrue(first.lines.contains { $0.kind == "request" && $0.text == "requestPresentationStyle(expanded)" },
                      "\(first.lines.map(\.text))")
        XCTAssertEqual(timeline.actions, 12)
    }

    func testADroppedAnExpiredAndALostMessageAreToldApart() {
        let ids = (0..<4).map { _ in UUID() }
        var time: UInt64 = 1_000_000_000
        var index = 0
        func entry(_ source: String, _ event: JournalEvent) -> JournalEntry {
            time += 1_000_000
            index += 1
            return JournalEntry(index: index, source: source, sequence: index, time: time, event: event)
        }
        let entries = [
            entry("Kate", .phone(.sent(messageID: ids[0], recipients: ["John", "Ann"]))),
            entry("John", .phone(.received(messageID: ids[0], from: "Kate"))),
            entry("John", .phone(.dropped(messageID: ids[0], reason: "not in the conversation"))),
            entry("Ann", .phone(.received(messageID: ids[0], from: "Kate"))),
            entry("Ann", .phone(.removed(conversation: "chat", messageID: ids[0]))),
            entry("Kate", .phone(.sent(messageID: ids[1], recipients: ["Ann"]))),
            entry("Kate", .phone(.sent(messageID: ids[2], recipients: ["John"]))),
            entry("run", .run(.dropped(messageID: ids[2], from: "Kate", to: "John", reason: "John's phone died"))),
        ]
        let timeline = ReportTimeline(entries: entries)
        XCTAssertEqual(timeline.deliveries.map { "\($0.to) \($0.outcome)" },
                       ["John dropped", "Ann expired", "Ann lost", "John dropped"])
        XCTAssertEqual(timeline.deliveries[0].reason, "not in the conversation")
        XCTAssertEqual(timeline.deliveries[3].reason, "John's phone died")
        XCTAssertEqual(timeline.latencies, [3], "only the expired message arrived: 3 ms after it was sent")
        XCTAssertEqual(timeline.outcomes, ["dropped": 2, "expired": 1, "lost": 1])
        XCTAssertEqual([timeline.deliveryCount, timeline.messageCount], [4, 3])
    }

    /// A reading that keeps each phone's newest history keeps when its newest items appeared, and
    /// lets the oldest go: a long run's end holds as many whatever its length.
    func testTheTimesOfOnlyTheNewestItemsAreKeptWithAHistoryLimit() {
        let messages = (0..<300).map { _ in
            MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "b", sessionID: nil, url: nil, layout: nil)
        }
        func reading(limit: Int?) -> ReportTimeline {
            var timeline = ReportTimeline(historyLimit: limit)
            for (index, message) in messages.enumerated() {
                timeline.add(JournalEntry(index: index, source: "John", sequence: index, time: UInt64(index) * 1_000_000,
                                          event: .phone(.appended(conversation: "chat", item: TranscriptItem(kind: .bubble, message: message)))))
            }
            timeline.finish()
            return timeline
        }
        let limited = reading(limit: 10)
        XCTAssertEqual(limited.appearance(of: messages[299].id, on: "John"), 299)
        XCTAssertEqual(limited.appearance(of: messages[264].id, on: "John"), 264, "at least twice the history and a little more")
        XCTAssertNil(limited.appearance(of: messages[0].id, on: "John"))
        XCTAssertNil(limited.appearance(of: messages[299].id, on: "Kate"))
        XCTAssertEqual(reading(limit: nil).appearance(of: messages[0].id, on: "John"), 0)
    }

    /// Each conversation keeps its own newest items, and an expired message counts for none: a few
    /// early messages of a quiet conversation keep their times beside a busy one and many that expired.
    func testTheNewestTimesAreKeptForEachConversationAndExpiredOnesDoNotCount() {
        func message(_ conversation: String) -> MessagePayload {
            MessagePayload(conversationID: conversation, senderName: "Kate", bundleIdentifier: "b", sessionID: nil, url: nil, layout: nil)
        }
        let quiet = (0..<3).map { _ in message("pair") }
        var timeline = ReportTimeline(historyLimit: 10)
        var index = 0
        func add(_ event: PhoneEvent) {
            index += 1
            timeline.add(JournalEntry(index: index, source: "John", sequence: index, time: UInt64(index) * 1_000_000, event: .phone(event)))
        }
        for item in quiet { add(.appended(conversation: "pair", item: TranscriptItem(kind: .bubble, message: item))) }
        let kept = message("group")
        add(.appended(conversation: "group", item: TranscriptItem(kind: .bubble, message: kept)))
        for _ in 0..<500 {
            let busy = message("group")
            add(.appended(conversation: "group", item: TranscriptItem(kind: .bubble, message: busy)))
            add(.removed(conversation: "group", messageID: busy.id))
        }
        timeline.finish()
        XCTAssertEqual(timeline.appearance(of: quiet[0].id, on: "John"), 0, "the quiet conversation's first message")
        XCTAssertEqual(timeline.appearance(of: kept.id, on: "John"), 3, "500 expired messages let no live one go")
    }

    func testWhatALaunchAndEachProcessUsedIsKept() throws {
        let usage = ProcessUsage(cpuMilliseconds: 30, peakKilobytes: 37_000)
        let entries: [JournalEntry] = [
            JournalEntry(index: 0, source: "Kate", sequence: 1, time: 1_000_000,
                         event: .phone(.extensionLaunched(launch: 1, bundleIdentifier: "b", displayName: "App", style: .compact))),
            JournalEntry(index: 1, source: "Kate", sequence: 2, time: 2_000_000, event: .phone(.extensionUsage(launch: 1, usage: usage))),
            JournalEntry(index: 2, source: "Kate", sequence: 3, time: 3_000_000,
                         event: .phone(.extensionEnded(launch: 1, how: "was killed by signal 9", expected: true))),
            JournalEntry(index: 3, source: "run", sequence: 1, time: 4_000_000,
                         event: .run(.usage(process: "relay", usage: ProcessUsage(cpuMilliseconds: 10, peakKilobytes: 27_000)))),
        ]
        let timeline = ReportTimeline(entries: entries)
        XCTAssertEqual(timeline.launches.first?.usage, usage)
        XCTAssertEqual(timeline.processes.map(\.name), ["relay"])
        let figures = RunReport.figures(timeline)
        XCTAssertEqual(figures.processes.map { "\($0.name) \($0.cpuMilliseconds) \($0.peakKilobytes)" }, ["relay 10.0 27000"])
    }

    func testLatencyPercentilesAreNearestRankAndTheHistogramCountsEveryValue() throws {
        let values = (1...100).map(Double.init)
        let latency = try XCTUnwrap(RunReport.Latency(values))
        XCTAssertEqual([latency.p50, latency.p90, latency.p99, latency.max], [50, 90, 99, 100])
        XCTAssertEqual(latency.histogram.count, 20)
        XCTAssertEqual(latency.histogram.map(\.count).reduce(0, +), 100)
        XCTAssertEqual(latency.histogram.first?.count, 4, "1 to 4.99 ms")
        XCTAssertNil(RunReport.Latency([]))
        XCTAssertEqual(RunReport.Latency([0, 0])?.histogram.first?.count, 2, "all at zero")
    }

    func testAReportOfAJournalAloneHasItsStepsAndSaysWhatIsMissing() throws {
        let folder = NSTemporaryDirectory() + "imsim-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/journal.jsonl")
        let report = try RunReport.make(artifacts: folder)
        XCTAssertEqual(report.name, "mussels-party", "the run's name, without a result.json")
        XCTAssertEqual(report.cast, ["Kate", "John"])
        XCTAssertEqual(report.outcome, "passed")
        XCTAssertEqual(report.steps.count, 25)
        XCTAssertEqual(report.steps.first?.text, "Kate: open")
        XCTAssertTrue(report.steps.allSatisfy { $0.start != nil && $0.end != nil && $0.after.isEmpty }, "no pictures drawn")
        XCTAssertNil(report.failedStep)
        XCTAssertEqual(report.phones.map { $0.transcript.map(\.kind) }, [["summary", "bubble"], ["summary", "bubble"]])
        XCTAssertEqual(report.phones[0].transcript[1].sender, "John")
        XCTAssertEqual(report.figures.messages, 2)
        XCTAssertEqual(report.figures.deliveries, ["replaced": 1, "delivered": 1])
        XCTAssertTrue(report.notes.contains { $0.hasPrefix("No pictures of the phones") }, "\(report.notes)")

        try ReportPage.write(artifacts: folder)
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(page.contains("<script src") || page.contains("<link"), "no script or style sheet fetched")
    }

    func testStepPicturesAreFoundPastStep999() throws {
        let folder = NSTemporaryDirectory() + "imsim-screens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["001-kate-open.png", "999-kate-send.png", "1000-john-send.png", "12345-x.png", "kate-open.png", "007x.png"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
        }
        let files = StepPictureFiles(folder: folder)
        XCTAssertEqual([0, 998, 999, 12344].map { files[$0].map { ($0 as NSString).lastPathComponent } },
                       ["001-kate-open.png", "999-kate-send.png", "1000-john-send.png", "12345-x.png"])
        XCTAssertNil(files[6], "007x.png is no step's picture")
    }

    /// The page's steps are made from the result one at a time: a skipped step the journal shows
    /// begun is unfinished, one it does not show is skipped, and pictures go with their steps.
    func testTheStepsAreTheResultsTimedByTheJournalWithTheirPictures() throws {
        let folder = NSTemporaryDirectory() + "imsim-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/phones/John/screens", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = Canvas(width: 30, height: 60, opaque: true).pngData()
        _ = FileManager.default.createFile(atPath: folder + "/phones/John/screens/002-kate-tap.png", contents: picture)
        let results = StepResults((0..<27).map { index in
            StepResult(step: "step \(index)", location: SourceLocation(file: "a.yaml", line: index + 3, column: 5),
                       duration: .milliseconds(index), outcome: index == 3 || index > 24 ? .skipped : index == 24 ? .failed("no") : .passed)
        })
        let result = RunResult(name: "m", file: "a.yaml", outcome: .failed("no"), endReason: nil, seed: 1,
                               command: ["imsim"], artifacts: folder, results: results)
        let report = RunReport.make(artifacts: folder, reading: try JournalReading(journalAt: fixture), result: result)
        let steps = Array(report.steps)
        XCTAssertEqual(steps.count, 27)
        XCTAssertEqual(steps[3].outcome, "unfinished", "skipped, but the journal shows it began")
        XCTAssertNotNil(steps[3].start)
        XCTAssertNil(steps[3].milliseconds)
        XCTAssertEqual(steps[24].outcome, "failed")
        XCTAssertEqual(steps[24].failure, "no")
        XCTAssertEqual(report.failedStep, 24)
        XCTAssertEqual(steps[25].outcome, "skipped")
        XCTAssertNil(steps[25].start, "not in the journal")
        XCTAssertEqual(steps[1].after, [nil, 0], "John's picture after the second step")
        XCTAssertEqual(steps[2].after, [])
        XCTAssertEqual(steps[5].location, "a.yaml:8:5")
        XCTAssertEqual(report.pictures.count, 1)
    }

    func testTheDataCannotEndItsScriptElement() throws {
        let json = Data(#"{"text":"</script><script>alert(1)</script>"}"#.utf8)
        let inScript = String(decoding: ReportPage.inScript(json), as: UTF8.self)
        XCTAssertFalse(inScript.contains("<"))
        let decoded = try JSONSerialization.jsonObject(with: Data(inScript.utf8)) as? [String: String]
        XCTAssertEqual(decoded?["text"], "</script><script>alert(1)</script>", "the same text once parsed")
    }

    func testThePageHoldsWhatJSONEncoderWritesAndAResultInHandIsTheOneOnDisk() throws {
        let folder = NSTemporaryDirectory() + "imsim-report-json-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = [StepResult(step: "Kate: tap \"Send \\ it\"", location: SourceLocation(file: "a.yaml", line: 3, column: 5),
                                  duration: .milliseconds(12.5), outcome: .passed),
                       StepResult(step: "expect John: sees </script>", location: SourceLocation(file: "a.yaml", line: 4, column: 5),
                                  duration: .microseconds(1), outcome: .failed("not met: \u{1} é 🍟 \n"))]
        let result = RunResult(name: "mussels", file: "a.yaml", outcome: .failed("not met"), endReason: nil, seed: 7,
                               command: ["imsim", "run", "a.yaml"], artifacts: folder, results: StepResults(results))
        try result.write(to: folder + "/result.json")
        let reading = try JournalReading(journalAt: fixture)
        let inHand = RunReport.make(artifacts: folder, reading: reading, result: result)
        let fromDisk = RunReport.make(artifacts: folder, reading: reading)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(fromDisk)
        XCTAssertEqual(String(decoding: try encoder.encode(inHand), as: UTF8.self), String(decoding: expected, as: UTF8.self))
        let page = String(decoding: try ReportPage.html(inHand), as: UTF8.self)
        let start = try XCTUnwrap(page.range(of: #"id="report-data">"#)).upperBound
        let end = try XCTUnwrap(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        XCTAssertEqual(String(page[start..<end]), String(decoding: ReportPage.inScript(expected), as: UTF8.self))
    }

    /// A long run's page is written a part at a time, never held whole, and is the page made in memory.
    func testALongPageIsWrittenInPartsAndIsThePageMadeInMemory() throws {
        let folder = NSTemporaryDirectory() + "imsim-report-parts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = (0..<3_000).map { index in
            StepResult(step: "expect John: sees </script> \(index)", location: SourceLocation(file: "a.yaml", line: index + 3, column: 5),
                       duration: .milliseconds(index), outcome: .passed)
        }
        let result = RunResult(name: "long", file: "a.yaml", outcome: .passed, endReason: nil, seed: 7,
                               command: ["imsim", "run", "a.yaml"], artifacts: folder, results: StepResults(results))
        var report = RunReport.make(artifacts: folder, reading: try JournalReading(journalAt: fixture), result: result)
        // A list handed over in parts, then fields left out (nil) after it.
        report.deliveries = (0..<2_000).map { index in
            ReportTimeline.Delivery(messageID: UUID(), from: "Kate", to: "John", sent: Double(index), arrived: nil, routed: nil,
                                    outcome: "lost", reason: index % 3 == 0 ? "gone </script>" : nil)
        }
        (report.declared, report.endedAsDeclared, report.reason) = (nil, nil, nil)
        var parts: [Data] = []
        try ReportPage.stream(report) { parts.append($0) }
        XCTAssertGreaterThan(parts.count, 4, "the steps' JSON is handed over as it grows")
        XCTAssertLessThan(parts.map(\.count).max() ?? 0, 1 << 17, "no part holds much more than 64 KiB")
        let whole = try ReportPage.html(report)
        XCTAssertEqual(parts.reduce(Data(), +), whole)
        try ReportPage.write(report, artifacts: folder)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/report.html"), whole)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["report.html"], "no file left beside it")
        XCTAssertFalse(String(decoding: whole, as: UTF8.self).contains("sees </script>"))
        // The page's JSON is what JSONEncoder writes of the report (a writer of its own, tried against another).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let page = String(decoding: whole, as: UTF8.self)
        let start = try XCTUnwrap(page.range(of: #"id="report-data">"#)).upperBound
        let end = try XCTUnwrap(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        XCTAssertEqual(String(page[start..<end]), String(decoding: ReportPage.inScript(try encoder.encode(report)), as: UTF8.self))
    }
}
