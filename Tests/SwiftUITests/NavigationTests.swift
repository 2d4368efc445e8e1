import SwiftUI
import XCTest

private struct Menu: View {
    @State private var visits = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Visits: \(visits)")
                NavigationLink("Desserts") { Desserts(onAppear: { visits += 1 }) }
                NavigationLink("Drinks", value: "drinks")
            }
            .navigationTitle("Menu")
            .navigationDestination(for: String.self) { name in
                Text("All the \(name)").navigationTitle(name.capitalized)
            }
        }
    }
}

private struct Desserts: View {
    let onAppear: () -> Void
    var body: some View {
        Text("Ice cream").navigationTitle("Desserts").onAppear(perform: onAppear)
    }
}

private struct BoundPath: View {
    @State var path: [Int] = [7]
    var body: some View {
        NavigationStack(path: $path) {
            Text("Root \(path.count)")
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

/// NavigationStack as on iOS: links push, the bar's back button pops, screens below keep their state.
@MainActor
final class NavigationTests: XCTestCase {
    private func bar(_ hosted: Hosted<some View>) -> UINavigationBar? {
        hosted.all(in: hosted.controller.view).compactMap { $0 as? UINavigationBar }.first
    }

    private func tapBack(_ hosted: Hosted<some View>) {
        let back = hosted.all(in: hosted.controller.view).compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "Back" }
        XCTAssertNotNil(back, "a back button")
        back?.sendActions(for: .primaryActionTriggered)
        hosted.update()
    }

    func testALinkPushesAndTheBackButtonPops() async {
        let hosted = Hosted(Menu(), size: CGSize(width: 320, height: 400))
        XCTAssertEqual(bar(hosted)?.topItem?.title, "Menu")
        hosted.tap("Desserts")
        XCTAssertEqual(bar(hosted)?.topItem?.title, "Desserts")
        XCTAssertEqual(hosted.texts.filter { $0 == "Ice cream" }.count, 1)
        XCTAssertFalse(hosted.texts.contains("Visits: 0"), "the root is not shown under the pushed screen")
        tapBack(hosted)
        XCTAssertEqual(bar(hosted)?.topItem?.title, "Menu")
        XCTAssertTrue(hosted.texts.contains("Visits: 1"), "the root kept its state; texts: \(hosted.texts)")
    }

    func testAValueLinkPushesItsDestination() async {
        let hosted = Hosted(Menu(), size: CGSize(width: 320, height: 400))
        hosted.tap("Drinks")
        XCTAssertEqual(bar(hosted)?.topItem?.title, "Drinks")
        XCTAssertTrue(hosted.texts.contains("All the drinks"))
    }

    func testABoundPathIsTheStack() async {
        let hosted = Hosted(BoundPath(), size: CGSize(width: 320, height: 400))
        XCTAssertTrue(hosted.texts.contains("Number 7"))
        tapBack(hosted)
        XCTAssertTrue(hosted.texts.contains("Root 0"), "texts: \(hosted.texts)")
    }
}
