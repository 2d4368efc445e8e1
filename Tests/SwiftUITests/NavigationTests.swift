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

private struct Editor: View {
    @State private var saved = 0
    var body: some View {
        NavigationStack {
            Form {
                Section("Saved") { Text("\(saved) times") }
            }
            .navigationTitle("Editor")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
            }
        }
    }
}

private struct Halves: View {
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20).accessibilityIdentifier("half")
        }
    }
}

@MainActor
final class ToolbarAndGeometryTests: XCTestCase {
    func testToolbarItemsAreTheBarsButtons() async {
        let hosted = Hosted(Editor(), size: CGSize(width: 320, height: 400))
        let bar = hosted.all(in: hosted.controller.view).compactMap { $0 as? UINavigationBar }.first
        XCTAssertEqual(bar?.topItem?.leftBarButtonItems?.map(\.title), ["Cancel"])
        XCTAssertEqual(bar?.topItem?.rightBarButtonItems?.map(\.title), ["Save"])
        let save = hosted.all(in: hosted.controller.view).compactMap { $0 as? UIButton }.first { $0.currentTitle == "Save" }
        save?.sendActions(for: .primaryActionTriggered)
        hosted.update()
        XCTAssertTrue(hosted.texts.contains("1 times"), "texts: \(hosted.texts)")
        XCTAssertTrue(hosted.texts.contains("SAVED"), "a form's section header")
    }

    func testAGeometryReaderBuildsItsContentForItsSize() async {
        let hosted = Hosted(Halves(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(hosted.frame("half"), CGRect(x: 0, y: 0, width: 150, height: 20))
    }
}
