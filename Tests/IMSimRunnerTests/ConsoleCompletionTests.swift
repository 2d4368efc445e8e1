import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// What Tab completes at a console, from what the phone shows: the names on screen after `tap`, captions
/// after `tap-bubble`, participants after `as`, verbs first.
final class ConsoleCompletionTests: XCTestCase {
    let info = RunInfo(name: "game", scenarioFile: nil, app: "tic-tac-toe", cast: ["Kate", "John"],
                       conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                       artifacts: "/tmp/x", startedAt: "2026-11-23T00:00:00Z", command: ["imsim"])

    /// A board of nine untitled buttons `cell-0` ... `cell-8`, a titled one and a labelled one.
    static let board: ScreenSnapshot = {
        var elements = (0..<9).map { index in
            var cell = ScreenElement(kind: .button, text: nil, identifier: "cell-\(index)")
            cell.frame = ScreenRect(x: Double(index % 3) * 100, y: 400 + Double(index / 3) * 100, width: 90, height: 90)
            return cell
        }
        var newGame = ScreenElement(kind: .button, text: "New game")
        newGame.frame = ScreenRect(x: 0, y: 300, width: 200, height: 40)
        newGame.enabled = false
        var undo = ScreenElement(kind: .button, text: nil)
        undo.label = "Undo move"
        undo.image = "arrow.uturn.backward"
        undo.selected = true
        undo.frame = ScreenRect(x: 250, y: 300, width: 40, height: 40)
        // In view order the board comes first; on screen it is below the two buttons.
        elements += [newGame, undo]
        return ScreenSnapshot(controllers: ["GameViewController"], elements: elements)
    }()

    func sessionShowingTheBoard() -> ConsoleSession {
        var session = ConsoleSession(participant: "Kate", options: ConsoleOptions())
        _ = session.handle(.welcome(info), now: 0)
        _ = session.handle(.quiet, now: 0)
        let events: [PhoneEvent] = [
            .started(conversations: ["chat"], apps: ["x"]),
            .extensionLaunched(launch: 1, bundleIdentifier: "x", displayName: "Tic Tac Toe", style: .expanded),
            .screenChanged(screen: Self.board),
        ]
        let entries = events.enumerated().map { JournalEntry(index: $0.offset, source: "Kate", sequence: $0.offset, time: 0, event: .phone($0.element)) }
        _ = session.handle(.entries(entries), now: 0)
        return session
    }

    func testAfterTapTabOffersTheIdentifiersOnScreenNotVerbs() {
        let completion = sessionShowingTheBoard().completion
        let afterTap = completion.words(after: ["tap"])
        XCTAssertEqual(afterTap.filter { $0.hasPrefix("c") }, (0..<9).map { "cell-\($0)" }, "no chat, close or collapse")
        XCTAssertTrue(afterTap.contains("New game"), "\(afterTap)")
        XCTAssertTrue(afterTap.contains("Undo move"), "an accessibility label: \(afterTap)")
        XCTAssertEqual(completion.words(after: []).filter { $0.hasPrefix("c") }, ["cancel-photo-picker", "close", "collapse"])
        XCTAssertEqual(completion.words(after: ["as"]), ["John", "Kate"])
        XCTAssertEqual(completion.words(after: ["tap-bubble"]), ["last"])
        XCTAssertEqual(completion.words(after: ["switch-to"]), ["chat"])
        XCTAssertEqual(completion.words(after: ["send"]), [])
        XCTAssertEqual(completion.words(after: ["cancel-photo-picker"]), [])
        XCTAssertEqual(ConsoleCompletion.quotedIfNeeded("New game"), "\"New game\"")
        XCTAssertEqual(ConsoleCompletion.quotedIfNeeded("cell-0"), "cell-0")
    }

    func testScreenNamesEachControlWithItsStateInScreenOrder() throws {
        var session = sessionShowingTheBoard()
        let report = try XCTUnwrap(session.handle(.line("screen"), now: 0).compactMap { action -> ConsoleReport? in
            if case let .report(report) = action { report } else { nil }
        }.first)
        let lines = try XCTUnwrap(report.output).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "app: x, expanded, showing GameViewController")
        XCTAssertEqual(lines[2], "  button 'New game' (0, 300, 200×40), disabled")
        XCTAssertEqual(lines[3], "  button label 'Undo move' image arrow.uturn.backward (250, 300, 40×40), selected")
        XCTAssertEqual(lines[4], "  button #cell-0 (0, 400, 90×90)")
        XCTAssertEqual(lines[5], "  button #cell-1 (100, 400, 90×90)")
        XCTAssertFalse(lines.contains { $0.contains("button -") || $0.contains("button ''") }, lines.joined(separator: "\n"))
        XCTAssertEqual(report.screen?.elements.first?.text, "New game", "the JSON's elements are in screen order too")
        XCTAssertEqual(report.screen?.elements.last?.identifier, "cell-8")
    }

    func testPickPhotoOffersThePicturesInTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["beach.jpg", "dot.PNG", "notes.txt", "lake.jpeg"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        XCTAssertEqual(ConsoleCompletion.pictureFiles(in: folder.path).sorted(), ["beach.jpg", "dot.PNG", "lake.jpeg"])
    }
}
