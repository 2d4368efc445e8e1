import Foundation
@testable import UIKit
import XCTest

/// The navigation bar as iOS 17 shows it at the scroll edge, its back button, and the toolbar.
@MainActor
final class NavigationBarTests: XCTestCase {
    private final class Refusing: UINavigationBarDelegate {
        var asked = 0
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            asked += 1
            return false
        }
    }

    private func stack() -> (UINavigationController, UIViewController, UIViewController) {
        let list = UIViewController()
        list.title = "Dishes"
        let page = UIViewController()
        page.title = "Salad"
        let navigation = UINavigationController(rootViewController: list)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        navigation.pushViewController(page, animated: false)
        return (navigation, list, page)
    }

    private func button(_ name: String, in bar: UIView) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == name || $0.currentTitle == name }
    }

    func testTheBackButtonShowsTheItemBelowAndPopsUnlessTheDelegateRefuses() async throws {
        let (navigation, list, _) = stack()
        let back = try XCTUnwrap(button("Back", in: navigation.navigationBar))
        XCTAssertEqual(back.currentTitle, "Dishes")
        XCTAssertEqual(back.currentImage?.symbolName, "chevron.backward")
        let refusing = Refusing()
        navigation.navigationBar.delegate = refusing
        back.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(refusing.asked, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2, "refused")
        navigation.navigationBar.delegate = nil
        back.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertNil(button("Back", in: navigation.navigationBar), "no back button at the root")
        list.navigationItem.hidesBackButton = true
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertNotNil(button("Back", in: navigation.navigationBar))
    }

    func testAtTheScrollEdgeOnlyTheScrollEdgeAppearanceColoursTheBar() async throws {
        let (navigation, _, page) = stack()
        page.view.backgroundColor = .yellow
        let bar = navigation.navigationBar
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .red
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = standard
        bar.barTintColor = .blue
        XCTAssertNil(bar.look.background, "iOS 15: the standard appearance and barTintColor do not show at the scroll edge")
        XCTAssertEqual(bar.look.titleAttributes[.foregroundColor] as? UIColor, .white, "its title attributes do")
        var pixels = render(bar)
        XCTAssertEqual(pixels[2][2], UIColor(red: 1, green: 1, blue: 0, alpha: 1), "the page's colour shows through")
        bar.scrollEdgeAppearance = standard
        pixels = render(bar)
        XCTAssertEqual(pixels[2][2], UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let ink = pixels.flatMap { $0[130..<190] }.filter { $0.green > 0.9 && $0.red > 0.9 }
        XCTAssertGreaterThan(ink.count, 20, "the title in white over red")
    }

    func testToolbarItemsFollowTheTopControllerAndFlexibleSpacesShareTheWidth() async throws {
        let (navigation, _, page) = stack()
        navigation.setToolbarHidden(false, animated: false)
        page.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(systemItem: .trash)]
        let toolbar = try XCTUnwrap(navigation.toolbar)
        XCTAssertFalse(toolbar.isHidden)
        XCTAssertEqual(toolbar.frame.maxY, 400, "along the bottom")
        toolbar.layoutIfNeeded()
        let delete = try XCTUnwrap(button("Delete", in: toolbar))
        XCTAssertEqual(delete.frame.maxX, 320 - 16, accuracy: 0.5, "pushed to the trailing edge by the flexible space")
        XCTAssertEqual(page.view.frame.maxY, toolbar.frame.minY, "the page ends at the toolbar")
        navigation.popViewController(animated: false)
        XCTAssertNil(button("Delete", in: toolbar), "the root controller has no toolbar items")
    }

    private func render(_ view: UIView) -> [[UIColor]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }.pixelRows()
    }
}
