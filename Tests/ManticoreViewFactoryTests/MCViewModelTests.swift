import Foundation
import ManticoreViewFactory
import UIKit
import XCTest

/// The view model alone, with no process: intents, events in order, caching, the history stack.
@MainActor
final class MCViewModelTests: XCTestCase {
    /// Every event of every controller, in order: `Fruit onCreate`, `Apples onPause Fruit/Apples`.
    var events: [String] = []

    final class Section: MCSectionViewController {
        var record: (String) -> Void = { _ in }
        var name = ""
        override func onCreate() { record("\(name) onCreate") }
        override func onResume(_ intent: MCIntent) { record("\(name) onResume \(intent.name)") }
        override func onPause(_ intent: MCIntent) { record("\(name) onPause \(intent.name)") }
    }

    final class Page: MCViewController {
        var record: (String) -> Void = { _ in }
        var name = ""
        override func onCreate() { record("\(name) onCreate") }
        override func onResume(_ intent: MCIntent) { record("\(name) onResume \(intent.name) \(intent.savedInstanceState["note"] ?? "-")") }
        override func onPause(_ intent: MCIntent) {
            intent.savedInstanceState["note"] = "left \(name)"
            record("\(name) onPause \(intent.name)")
        }
    }

    func makeModel(stackSize: Int = MCViewModel.stackSizeUnlimited) -> (MCViewModel, MCMainViewController) {
        let factory = MCViewFactory()
        for name in ["Fruit", "Veg"] {
            factory.registerView(name) { [unowned self] in
                let section = Section()
                section.name = name
                section.record = { self.events.append($0) }
                return section
            }
        }
        for name in ["Apples", "Pears", "Carrots"] {
            factory.registerView(name) { [unowned self] in
                let page = Page()
                page.name = name
                page.record = { self.events.append($0) }
                return page
            }
        }
        let model = MCViewModel(factory: factory)
        let main = MCMainViewController()
        model.mainViewController = main
        model.stackSize = stackSize
        return (model, main)
    }

    func testEventsInOrderAndControllersCachedOnFirstShow() async {
        let (model, main) = makeModel()
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples")
        XCTAssertEqual(events, ["Fruit onCreate", "Fruit onResume Fruit/Apples", "Apples onCreate", "Apples onResume Fruit/Apples -"])
        events = []
        // Same section, another view: both the section and the views are paused and resumed.
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Pears", animationStyle: .push)
        XCTAssertEqual(events, ["Apples onPause Fruit/Apples", "Fruit onPause Fruit/Apples", "Fruit onResume Fruit/Pears",
                                "Pears onCreate", "Pears onResume Fruit/Pears -"])
        XCTAssertEqual(model.lastTransition, MCTransition(from: "Fruit/Apples", to: "Fruit/Pears", animationStyle: .push))
        XCTAssertEqual(model.lastTransition?.duration, 0.5)
        events = []
        // Apples again: cached, no onCreate.
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples", animationStyle: .transition(.transitionFlipFromLeft))
        XCTAssertEqual(events, ["Pears onPause Fruit/Pears", "Fruit onPause Fruit/Pears", "Fruit onResume Fruit/Apples",
                                "Apples onResume Fruit/Apples -"])
        XCTAssertEqual(model.lastTransition?.duration, 0.25)
        XCTAssertEqual((main.currentSection?.currentView as? Page)?.name, "Apples")
        XCTAssertEqual(main.children.count, 1)
        XCTAssertEqual(main.currentSection?.children.count, 1)
    }

    func testBackRestoresTheStateSavedOnPause() async {
        let (model, main) = makeModel()
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples")
        model.currentSection = MCIntent(sectionName: "Veg", viewName: "Carrots")
        events = []
        model.currentSection = .back()
        XCTAssertEqual(events, ["Carrots onPause Veg/Carrots", "Veg onPause Veg/Carrots", "Fruit onResume Fruit/Apples",
                                "Apples onResume Fruit/Apples left Apples"])
        XCTAssertEqual(model.lastTransition?.animationStyle, .pop)
        XCTAssertEqual((main.currentSection as? Section)?.name, "Fruit")
        events = []
        model.currentSection = .back()
        XCTAssertEqual(events, [], "nothing before the first intent")
        XCTAssertEqual(model.historyStack.map(\.name), ["Fruit/Apples"])
    }

    func testABoundedStackDropsTheOldestAndADisabledOneKeepsOnlyTheCurrent() async {
        let (bounded, _) = makeModel(stackSize: 3)
        for (section, view) in [("Fruit", "Apples"), ("Fruit", "Pears"), ("Veg", "Carrots"), ("Fruit", "Apples")] {
            bounded.currentSection = MCIntent(sectionName: section, viewName: view)
        }
        XCTAssertEqual(bounded.historyStack.map(\.name), ["Fruit/Pears", "Veg/Carrots", "Fruit/Apples"])
        bounded.currentSection = .back()
        bounded.currentSection = .back()
        bounded.currentSection = .back()
        XCTAssertEqual(bounded.currentSection?.name, "Fruit/Pears", "the first intent was dropped")

        let (disabled, _) = makeModel(stackSize: MCViewModel.stackSizeDisabled)
        disabled.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples")
        disabled.currentSection = MCIntent(sectionName: "Veg", viewName: "Carrots")
        disabled.currentSection = .back()
        XCTAssertEqual(disabled.currentSection?.name, "Veg/Carrots")
        XCTAssertEqual(disabled.historyStack.count, 1)
    }

    func testClearingTheCacheCreatesAgainAndClearingTheHistoryKeepsTheCurrent() async {
        let (model, _) = makeModel()
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples")
        model.currentSection = MCIntent(sectionName: "Veg", viewName: "Carrots")
        model.clearViewCache()
        XCTAssertFalse(model.isCached("Fruit"))
        XCTAssertTrue(model.isCached("Carrots"), "what is on screen stays")
        model.clearHistoryStack()
        XCTAssertEqual(model.historyStack.map(\.name), ["Veg/Carrots"])
        events = []
        model.currentSection = MCIntent(sectionName: "Fruit", viewName: "Apples")
        XCTAssertEqual(events.filter { $0.hasSuffix("onCreate") }, ["Fruit onCreate", "Apples onCreate"])
    }

    func testCreateViewControllerMakesANewOneWithoutEvents() async {
        let (model, _) = makeModel()
        let first = model.factory.createViewController("Apples")
        let second = model.factory.createViewController("Apples")
        XCTAssertNotNil(first)
        XCTAssertFalse(first === second)
        XCTAssertNil(model.factory.createViewController("Nothing"))
        XCTAssertEqual(events, [])
    }
}
