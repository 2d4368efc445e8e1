import Foundation
import IMSimCore
import IMSimModel

extension RunReport {
    /// The report of the run whose artifacts are in `folder`: its journal (required), its
    /// `result.json` when it has one, and the pictures its phones left in `phones/*/screens`.
    public static func make(artifacts folder: String) throws -> RunReport {
        make(artifacts: folder, reading: try JournalReading(journalAt: folder + "/journal.jsonl", trace: .none))
    }

    /// The report of the run in `folder` whose journal `reading` has read; its steps' results are
    /// `result`, or else those its `result.json` holds.
    public static func make(artifacts folder: String, reading: JournalReading, result: RunResult? = nil) -> RunReport {
        let replay = reading.replay
        let timeline = reading.timeline
        let result = result ?? (try? Data(contentsOf: URL(fileURLWithPath: folder + "/result.json")))
            .flatMap { try? JSONDecoder().decode(RunResult.self, from: $0) }
        let cast = replay.info?.cast ?? replay.phones.keys.sorted()
        var pictures = ReportPictures(folder: folder)
        var notes: [String] = []

        let stepPictures = cast.map { StepPictureFiles(folder: PicturePaths.screens(artifacts: folder, participant: $0)) }
        let listed = Self.steps(result: result, replay: replay, timeline: timeline)
        // The failure's pictures first: they are embedded whatever the budget leaves for the others.
        let failed = listed.firstIndex { $0.outcome == "failed" }
        let ordered = (failed.map { [$0] } ?? []) + Array(listed.indices)
        pictures.prepare(ordered.flatMap { index in stepPictures.compactMap { $0[index] } }, width: ReportPictures.phoneWidth)
        if let failed {
            for files in stepPictures { _ = files[failed].map { pictures.add($0, width: ReportPictures.phoneWidth) } }
        }
        // None when no phone's was drawn: a long run without pictures holds no list a step.
        var after: [Int: [Int?]] = [:]
        for index in listed.indices where stepPictures.contains(where: { $0[index] != nil }) {
            after[index] = stepPictures.map { files in files[index].map { pictures.add($0, width: ReportPictures.phoneWidth) } }
        }
        let steps = listed.with(pictures: after)
        let pictured = steps.filter { $0.after.contains { $0 != nil } }.count
        if pictured < steps.count {
            notes.append(pictured == 0 ? "No pictures of the phones: imsim run --screenshots each-step draws one after every step (at a failure they are drawn by default)."
                : "Pictures of \(pictured) of \(steps.count) steps: imsim run --screenshots each-step draws one after every step.")
        }
        let phones = cast.compactMap { name in
            replay.phones[name].map { Self.phone(name, $0, device: replay.info?.devices?[name], timeline: timeline,
                                                 pictures: &pictures) }
        }
        if cast.contains(where: { replay.phones[$0]?.isTrimmed == true }) {
            notes.append("Each transcript shows its newest \(JournalHistory.kept) items or more, not the older ones; imsim show prints every phone whole.")
        }
        if pictures.notEmbedded > 0 {
            notes.append("\(pictures.notEmbedded) pictures are links to their files beside the report, not embedded (at most \(ReportPictures.embeddedLimit) are).")
        }
        let deliveries = timeline.deliveries
        if deliveries.count < timeline.deliveryCount {
            notes.append("\(deliveries.count) of \(timeline.deliveryCount) deliveries are in the page (an even sample, and up to \(ReportTimeline.deliveryLimit) more dropped or lost); the figures count them all.")
        }
        if timeline.launches.contains(where: { $0.lines.count >= ReportTimeline.lineLimit }) {
            notes.append("Each extension launch shows its first \(ReportTimeline.lineLimit) lines; phones/NAME/extensions/N.log has them all.")
        }
        return RunReport(
            name: result?.name ?? replay.info?.name ?? (folder as NSString).lastPathComponent,
            file: result?.file ?? replay.info?.scenarioFile,
            outcome: result?.outcome ?? replay.outcome ?? "unfinished",
            reason: result?.reason ?? replay.endReason,
            seed: result?.seed ?? replay.info?.seed,
            started: replay.info?.startedAt,
            command: result?.command ?? replay.info?.command ?? [],
            cast: cast, duration: timeline.end, steps: steps,
            failedStep: steps.firstIndex { $0.outcome == "failed" },
            pictures: pictures.pictures, phones: phones,
            launches: timeline.launches, deliveries: deliveries,
            figures: figures(timeline),
            notes: notes, declared: result?.declared, endedAsDeclared: result?.endedAsDeclared)
    }

    /// The scenario's steps: from `result.json` (which also lists skipped ones), timed by the journal.
    private static func steps(result: RunResult?, replay: JournalReplay, timeline: ReportTimeline) -> Steps {
        let span = timeline.spanFinder()
        guard let result else {
            return Steps(replay.steps.enumerated().map { index, step in
                Step(text: step.text, location: step.location,
                     outcome: step.milliseconds == nil ? "unfinished" : step.failure == nil ? "passed" : "failed",
                     milliseconds: step.milliseconds, failure: step.failure,
                     start: span(index)?.start, end: span(index)?.end, after: [])
            })
        }
        let spans = result.steps.indices.map { index in
            span(index).map { Steps.Span(start: $0.start, end: $0.end ?? .nan) } ?? Steps.Span(start: .nan, end: .nan)
        }
        return Steps(results: result.steps, spans: spans)
    }

    private static func phone(_ name: String, _ state: PhoneState, device: String?, timeline: ReportTimeline,
                              pictures: inout ReportPictures) -> Phone {
        let snapshot = state.snapshot
        let transcript = snapshot.transcript.map { item in
            // A summary is a line of text where the replaced bubble was, without its picture.
            let picture = item.kind == .summary ? nil : (item.message.shownLayout?.imagePath ?? item.message.content.filePath)
                .map { pictures.add($0, width: ReportPictures.bubbleWidth) }
            let words = Self.words(of: item)
            return Bubble(sender: item.senderName, kind: item.kind.rawValue, text: words.text, detail: words.detail, picture: picture,
                          time: timeline.appearance(of: item.message.id, on: name))
        }
        return Phone(name: name, device: device, transcript: transcript, staged: snapshot.staged.map { Self.words(of: $0).text })
    }

    /// A bubble's words: its caption (else its summary, text or file), and the rest of what
    /// `imsim show` says of it (its URL's query, its other texts) as detail.
    private static func words(of item: TranscriptItem) -> (text: String, detail: String?) {
        var described = PhoneReport.describe(item)
        for prefix in ["[\(item.senderName)] ", "[summary] "] where described.hasPrefix(prefix) {
            described.removeFirst(prefix.count)
        }
        described = described.components(separatedBy: ", picture ").first ?? described
        guard item.kind == .bubble else { return (described, nil) }
        let caption = item.caption.map { "'\($0)'" } ?? "(no caption)"
        let rest = described.hasPrefix(caption) ? String(described.dropFirst(caption.count)).trimmingCharacters(in: .whitespaces) : described
        return (item.caption ?? "(no caption)", rest.isEmpty ? nil : rest)
    }

    static func figures(_ timeline: ReportTimeline) -> Figures {
        Figures(actions: timeline.actions, messages: timeline.messageCount, deliveries: timeline.outcomes,
                       launches: timeline.launches.count, crashes: timeline.launches.filter { $0.end != nil && !$0.expected }.count,
                       latency: Latency(timeline.latencies),
                       processes: timeline.processes.map {
                           ProcessFigure(name: $0.name, cpuMilliseconds: $0.usage.cpuMilliseconds, peakKilobytes: $0.usage.peakKilobytes)
                       })
    }
}

extension RunReport.Latency {
    /// Percentiles (nearest rank) and a histogram of 20 equal bins of `sorted`; nil when empty.
    init?(_ sorted: [Double]) {
        guard let largest = sorted.last else { return nil }
        func rank(_ fraction: Double) -> Double {
            sorted[Swift.min(sorted.count - 1, Swift.max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
        }
        let width = Swift.max(largest, 0.001) / 20
        var bins = (0..<20).map { Bin(from: Double($0) * width, to: Double($0 + 1) * width, count: 0) }
        for value in sorted { bins[Swift.min(19, Int(value / width))].count += 1 }
        self.init(count: sorted.count, p50: rank(0.5), p90: rank(0.9), p99: rank(0.99), max: largest, histogram: bins)
    }
}
