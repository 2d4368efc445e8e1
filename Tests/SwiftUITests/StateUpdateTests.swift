import SwiftUI
import XCTest

@Observable
@MainActor
final class Poll {
    var title = "Lunch"
    var votes = 0
}

/// Counts how many times each body was read, by name.
@MainActor
final class BodyCounter {
    var counts: [String: Int] = [:]
    func read(_ name: String) { counts[name, default: 0] += 1 }
}

private struct Counter: View {
    @State private var count = 0
    let counter: BodyCounter

    var body: some View {
        counter.read("counter")
        return VStack {
            Text("\(count) taps")
            Button("Add") { count += 1 }
        }
    }
}

private struct Sibling: View {
    let counter: BodyCounter
    var body: some View {
        counter.read("sibling")
        return Text("Sibling")
    }
}

private struct TitleView: View {
    let poll: Poll
    let counter: BodyCounter
    var body: some View {
        counter.read("title")
        return Text(poll.title)
    }
}

private struct VotesView: View {
    let poll: Poll
    let counter: BodyCounter
    var body: some View {
        counter.read("votes")
        return Button("\(poll.votes) votes") { poll.votes += 1 }
    }
}

private struct PollScreen: View {
    let poll: Poll
    let counter: BodyCounter
    var body: some View {
        VStack {
            TitleView(poll: poll, counter: counter)
            VotesView(poll: poll, counter: counter)
        }
    }
}

private struct Item: Identifiable, Equatable {
    let id: String
}

private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Button("\(item.id) \(taps)") { taps += 1 }
    }
}

private struct Rows: View {
    @State var items = [Item(id: "a"), Item(id: "b")]
    var body: some View {
        VStack {
            ForEach(items) { Row(item: $0) }
            Button("Reverse") { items.reverse() }
        }
    }
}

private struct Toggled: View {
    @State private var shown = true
    let log: BodyCounter
    var body: some View {
        VStack {
            if shown {
                Text("Detail").onAppear { log.read("appear") }.onDisappear { log.read("disappear") }
            }
            Button("Flip") { shown.toggle() }
        }
    }
}

private struct Parent: View {
    @State private var name = "Kate"
    var body: some View {
        VStack {
            Text("Hello \(name)")
            NameField(name: $name)
        }
    }
}

private struct NameField: View {
    @Binding var name: String
    var body: some View {
        Button("Rename") { name = "John" }
    }
}

private struct Environmental: View {
    @Environment(Poll.self) private var poll
    var body: some View {
        Text("From the environment: \(poll.title)")
    }
}

/// State, bindings and Observation as on iOS: a change updates the screen at the next layout pass,
/// and only the bodies that read what changed are read again.
@MainActor
final class StateUpdateTests: XCTestCase {
    func testStateChangesTheScreenAndReadsOnlyItsView() async {
        let counter = BodyCounter()
        let hosted = Hosted(VStack {
            Counter(counter: counter)
            Sibling(counter: counter)
        })
        XCTAssertEqual(hosted.texts, ["0 taps", "Add", "Sibling"])
        hosted.tap("Add")
        hosted.tap("Add")
        XCTAssertEqual(hosted.texts.first, "2 taps")
        XCTAssertEqual(counter.counts, ["counter": 3, "sibling": 1])
    }

    func testAnObservableModelUpdatesOnlyTheViewsThatReadTheProperty() async {
        let counter = BodyCounter()
        let poll = Poll()
        let hosted = Hosted(PollScreen(poll: poll, counter: counter))
        hosted.tap("0 votes")
        XCTAssertEqual(hosted.texts, ["Lunch", "1 votes"])
        XCTAssertEqual(counter.counts, ["title": 1, "votes": 2])
        poll.title = "Dinner"
        hosted.update()
        XCTAssertEqual(hosted.texts, ["Dinner", "1 votes"])
        XCTAssertEqual(counter.counts, ["title": 2, "votes": 2])
    }

    func testForEachKeepsEachItemsStateByItsID() async {
        let hosted = Hosted(Rows())
        hosted.tap("a 0")
        XCTAssertEqual(hosted.texts, ["a 1", "b 0", "Reverse"])
        hosted.tap("Reverse")
        XCTAssertEqual(hosted.texts, ["b 0", "a 1", "Reverse"])
    }

    func testABranchAppearsAndDisappears() async {
        let log = BodyCounter()
        let hosted = Hosted(Toggled(log: log))
        XCTAssertEqual(log.counts, ["appear": 1])
        hosted.tap("Flip")
        XCTAssertEqual(hosted.texts, ["Flip"])
        XCTAssertEqual(log.counts, ["appear": 1, "disappear": 1])
        hosted.tap("Flip")
        XCTAssertEqual(log.counts, ["appear": 2, "disappear": 1])
    }

    func testABindingWritesTheParentsState() async {
        let hosted = Hosted(Parent())
        hosted.tap("Rename")
        XCTAssertEqual(hosted.texts, ["Hello John", "Rename"])
    }

    func testAnObjectPutInTheEnvironmentIsReadBelow() async {
        let poll = Poll()
        let hosted = Hosted(Environmental().environment(poll))
        XCTAssertEqual(hosted.texts, ["From the environment: Lunch"])
        poll.title = "Tea"
        hosted.update()
        XCTAssertEqual(hosted.texts, ["From the environment: Tea"])
    }

    func testADisabledButtonTakesNoTap() async {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("\(taps)")
                    Button("Tap") { taps += 1 }.disabled(true)
                }
            }
        }
        let hosted = Hosted(Screen())
        let button = hosted.all(in: hosted.controller.view).compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Tap" }
        XCTAssertEqual(button?.isEnabled, false)
    }
}

private struct Given: View {
    @State var names: [String]
    @State var picked: String?
    var body: some View {
        Text("\(names.count) names, \(picked ?? "none") picked")
    }
}

@MainActor
final class StateInitializationTests: XCTestCase {
    /// `@State var names: [String]` with no default is set by the memberwise initializer, as in
    /// SwiftUI; an optional one starts nil (`State()`).
    func testStateWithoutADefaultTakesTheMemberwiseInitializersValue() async {
        let hosted = Hosted(Given(names: ["Kate", "John"]))
        XCTAssertEqual(hosted.texts, ["2 names, none picked"])
    }
}

private struct Entry: Identifiable {
    let id: Int
    var done = false
}

private struct CountedRow: View {
    let entry: Entry
    let counter: BodyCounter
    var body: some View {
        counter.read("row \(entry.id)")
        return Text("\(entry.id): \(entry.done ? "done" : "to do")")
    }
}

private struct CountedList: View {
    @State var entries = (0..<50).map { Entry(id: $0) }
    let counter: BodyCounter
    var body: some View {
        counter.read("list")
        return VStack {
            Button("Mark 7") { entries[7].done = true }
            List { ForEach(entries) { CountedRow(entry: $0, counter: counter) } }
        }
    }
}

@MainActor
final class RowUpdateTests: XCTestCase {
    func testAChangedRowIsTheOnlyRowReadAgain() async {
        let counter = BodyCounter()
        let hosted = Hosted(CountedList(counter: counter), size: CGSize(width: 320, height: 600))
        counter.counts = [:]
        hosted.tap("Mark 7")
        XCTAssertEqual(counter.counts, ["list": 1, "row 7": 1])
        XCTAssertTrue(hosted.texts.contains("7: done"))
    }
}
