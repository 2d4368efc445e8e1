import Combine
import Foundation
import SwiftUI
import XCTest

private let roundStarted = Notification.Name("RoundStarted")

private struct RoundScreen: View {
    @State private var rounds = 0
    @State private var ticks = 0
    let clock: PassthroughSubject<Int, Never>

    var body: some View {
        VStack {
            Text("Rounds: \(rounds)")
            Text("Ticks: \(ticks)")
        }
        .onReceive(NotificationCenter.default.publisher(for: roundStarted)) { _ in rounds += 1 }
        .onReceive(clock) { ticks += $0 }
    }
}

private final class Countdown: ObservableObject {
    @Published var left = 3
}

private struct CountdownScreen: View {
    @ObservedObject var countdown: Countdown
    @State private var heard: [Int] = []
    @State private var showsTimer = true

    var body: some View {
        VStack {
            Text("Heard: \(heard.map(String.init).joined(separator: ","))")
            if showsTimer {
                Text("Left: \(countdown.left)")
                    .onReceive(countdown.$left) { heard.append($0) }
            }
            Button("Hide") { showsTimer = false }
        }
    }
}

/// Custom publisher subscriptions whose identity SwiftUI keeps across updates.
private struct CustomPublisherScreen: View {
    @State private var label = "none"
    let make: () -> AnyPublisher<String, Never>

    var body: some View {
        Text(label).onReceive(make()) { label = $0 }
    }
}

/// `onReceive`: a view acts on a publisher's values while it is shown.
@MainActor
final class ReceiveTests: XCTestCase {
    func testNotificationsAndASubjectChangeTheViewsState() async {
        let clock = PassthroughSubject<Int, Never>()
        let hosted = Hosted(RoundScreen(clock: clock))
        NotificationCenter.default.post(name: roundStarted, object: nil)
        clock.send(2)
        hosted.update()
        XCTAssertEqual(hosted.texts, ["Rounds: 1", "Ticks: 2"])
        // The updates the first values caused keep the subscriptions: nothing is heard twice or missed.
        NotificationCenter.default.post(name: roundStarted, object: nil)
        clock.send(3)
        hosted.update()
        XCTAssertEqual(hosted.texts, ["Rounds: 2", "Ticks: 5"])
    }

    func testAPublishedValueIsHeardNowAndOnChangeUntilTheViewGoes() async {
        let countdown = Countdown()
        let hosted = Hosted(CountdownScreen(countdown: countdown))
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Heard: 3", "the current value, on subscribing")
        countdown.left = 2
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Heard: 3,2")
        hosted.tap("Hide")
        countdown.left = 1
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Heard: 3,2", "no value once the view is gone")
    }

    func testAPublisherMadeAnewInBodyIsSubscribedAnew() async {
        let subject = CurrentValueSubject<String, Never>("first")
        var made = 0
        let hosted = Hosted(CustomPublisherScreen {
            made += 1
            return subject.eraseToAnyPublisher()
        })
        hosted.update()
        XCTAssertEqual(hosted.texts, ["first"])
        subject.send("second")
        hosted.update()
        XCTAssertEqual(hosted.texts, ["second"])
        XCTAssertGreaterThanOrEqual(made, 2, "each body made its own publisher")
    }
}
