import Combine
import SwiftUI
import XCTest

final class Basket: ObservableObject {
    @Published var fruits: [String] = []
    @Published var note = ""
    nonisolated(unsafe) static var made = 0
    init() { Basket.made += 1 }
}

private struct BasketScreen: View {
    @StateObject private var basket = Basket()
    var body: some View {
        VStack {
            Text("\(basket.fruits.count) fruits")
            Button("Add") { basket.fruits.append("Apple") }
            NoteView(basket: basket)
        }
    }
}

private struct NoteView: View {
    @ObservedObject var basket: Basket
    var body: some View {
        Text("Note: \(basket.note)")
    }
}

private struct EnvironmentBasket: View {
    @EnvironmentObject var basket: Basket
    var body: some View {
        Text("Env: \(basket.fruits.joined(separator: ", "))")
    }
}

/// Combine's ObservableObject as SwiftUI's older models use it.
@MainActor
final class ObservableObjectTests: XCTestCase {
    func testAStateObjectIsMadeOnceAndItsChangesUpdateTheView() async {
        Basket.made = 0
        let hosted = Hosted(BasketScreen())
        hosted.tap("Add")
        hosted.tap("Add")
        XCTAssertEqual(hosted.texts.first, "2 fruits")
        XCTAssertEqual(Basket.made, 1, "the object survives the view's updates")
    }

    func testAnObservedObjectsPublishedChangeUpdatesTheView() async {
        let basket = Basket()
        let hosted = Hosted(NoteView(basket: basket))
        basket.note = "ripe"
        hosted.update()
        XCTAssertEqual(hosted.texts, ["Note: ripe"])
    }

    func testAnEnvironmentObjectIsReadBelow() async {
        let basket = Basket()
        let hosted = Hosted(EnvironmentBasket().environmentObject(basket))
        basket.fruits = ["Pear", "Fig"]
        hosted.update()
        XCTAssertEqual(hosted.texts, ["Env: Pear, Fig"])
    }

    func testPublishedValuesReachASubscriber() async {
        let basket = Basket()
        var seen: [String] = []
        let subscription = basket.$note.sink { seen.append($0) }
        basket.note = "a"
        basket.note = "b"
        subscription.cancel()
        basket.note = "c"
        XCTAssertEqual(seen, ["", "a", "b"])
    }
}
