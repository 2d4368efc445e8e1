import Foundation
import IMSimCore
@testable import UIKit
import XCTest

@MainActor
private final class TraitWatcher: UIViewController {
    var previous: [UIUserInterfaceStyle] = []
    var warnings = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

@MainActor
final class TraitsAndSymbolsTests: XCTestCase {
    func testDeviceTraitsAndOverridesNotifyTheTreeBelow() async {
        let parent = TraitWatcher()
        let child = TraitWatcher()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .large)

        parent.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.previous, [.light], "told with the former traits")
        parent.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.previous, [.light], "no change, no call")
    }

    func testPreferredFontFollowsTheContentSizeCategory() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertGreaterThan(UIFont.preferredFont(forTextStyle: .body, compatibleWith: larger).pointSize, 17)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20)).pointSize, 20,
                       "at the default size nothing is scaled")
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 18).pointSize, 18)
    }

    func testContentPrioritiesStartAsOnIOSAndAreKept() async {
        let label = UILabel()
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        label.setContentHuggingPriority(.required, for: .horizontal)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .required)
        XCTAssertEqual(label.contentHuggingPriority(for: .vertical), .defaultLow)
    }

    func testSystemImagesExistHaveASizeAndKeepTheirName() async throws {
        let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
        XCTAssertEqual(star.symbolName, "star.fill")
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertEqual(star.size.width, star.size.height)
        XCTAssertGreaterThan(star.size.width, 0)
        XCTAssertNotNil(star.pngData())
        XCTAssertNil(UIImage(systemName: "Not A Symbol"), "names are lowercase words joined by dots")
        let big = try XCTUnwrap(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        XCTAssertGreaterThan(big.size.width, star.size.width)
        XCTAssertEqual(big.symbolName, "star.fill")
        XCTAssertEqual(star.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
    }

    func testExtensionContextRecordsOpenedURLsAndChildrenShareIt() async {
        let principal = UIViewController()
        let child = UIViewController()
        principal.addChild(child)
        XCTAssertNil(child.extensionContext, "outside an extension there is none")
        principal.hostExtensionContext = NSExtensionContext()
        let url = URL(string: "app://open")!
        let succeeded = expectation(description: "the open succeeds")
        child.extensionContext?.open(url) { success in if success { succeeded.fulfill() } }
        await fulfillment(of: [succeeded], timeout: TimeoutScale.seconds(1))
        XCTAssertEqual(principal.extensionContext?.openedURLs, [url])
    }
}

@MainActor
final class ButtonConfigurationTests: XCTestCase {
    func testConfiguredButtonShowsItsConfigurationAndRunsItsAction() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Vote"
        configuration.subtitle = "one per person"
        configuration.image = UIImage(systemName: "hand.thumbsup")
        configuration.baseBackgroundColor = .systemGreen
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        XCTAssertEqual(button.currentTitle, "Vote")
        XCTAssertEqual(button.currentImage?.symbolName, "hand.thumbsup")
        XCTAssertEqual(button.configuration?.baseBackgroundColor, .systemGreen)
        XCTAssertEqual(button.configuration?.baseForegroundColor, .white, "filled buttons have white titles")
        XCTAssertTrue(button.simulateTap())
        XCTAssertEqual(taps, 1)

        let titled = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Go") { _ in })
        XCTAssertEqual(titled.configuration?.title, "Go", "the action titles an untitled configuration")
        XCTAssertNotEqual(UIButton.Configuration.plain(), UIButton.Configuration.gray())
    }

    func testUpdateHandlerRunsWhenTheStateChanges() async {
        let button = UIButton(configuration: .plain())
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "On")
        button.isSelected = false
        XCTAssertEqual(button.currentTitle, "Off")
    }
}
