import Combine
import XCTest

private final class Score: ObservableObject {
    @Published var points = 0
    @Published var doubled = 0
}

/// A model without `@Published` properties that announces by hand.
private final class Settings: ObservableObject {
    var sound = true {
        willSet { objectWillChange.send() }
    }
}

/// `@Published` and `ObservableObject` as models use them beside Combine's operators.
final class ObservableModelTests: XCTestCase {
    func testAPublishedPropertySendsBeforeItChanges() {
        let score = Score()
        var seen: [String] = []
        let changes = score.objectWillChange.sink { seen.append("will change from \(score.points)") }
        let values = score.$points.sink { seen.append("value \($0), property still \(score.points)") }
        score.points = 3
        XCTAssertEqual(seen, ["value 0, property still 0", "will change from 0", "value 3, property still 0"])
        _ = (changes, values)
    }

    func testAnObjectWithoutPublishedPropertiesAnnouncesOnOnePublisher() {
        let settings = Settings()
        var announced = 0
        let subscription = settings.objectWillChange.sink { announced += 1 }
        settings.sound = false
        settings.sound = true
        XCTAssertEqual(announced, 2)
        _ = subscription
    }

    func testAssignToAPublishedPropertyAnnouncesTheChange() {
        let score = Score()
        var announced = 0
        let changes = score.objectWillChange.sink { announced += 1 }
        score.$points.map { $0 * 2 }.assign(to: &score.$doubled)
        score.points = 5
        XCTAssertEqual(score.doubled, 10)
        XCTAssertEqual(announced, 3, "points, then doubled twice (its first value and the new one)")
        _ = changes
    }
}
