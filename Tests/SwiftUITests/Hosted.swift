import SwiftUI
import UIKit
import XCTest

/// A SwiftUI view in a hosting controller of a given size, laid out, with ways to find its pieces.
@MainActor
struct Hosted<Content: View> {
    let controller: UIHostingController<Content>

    init(_ content: Content, size: CGSize = CGSize(width: 200, height: 200)) {
        controller = UIHostingController(rootView: content)
        controller.view.frame = CGRect(origin: .zero, size: size)
        controller.view.layoutIfNeeded()
    }

    /// Runs the layout pass iOS would run before the next frame.
    func update() {
        controller.view.layoutIfNeeded()
    }

    /// The view with this accessibility identifier.
    func view(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> UIView {
        guard let found = all(in: controller.view).first(where: { $0.accessibilityIdentifier == identifier }) else {
            XCTFail("no view '\(identifier)'", file: file, line: line)
            return UIView()
        }
        return found
    }

    /// Where the view with this identifier is, in the hosting view.
    func frame(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        let found = view(identifier, file: file, line: line)
        return found.convert(found.bounds, to: controller.view)
    }

    /// The texts shown, depth first.
    var texts: [String] {
        all(in: controller.view).compactMap { ($0 as? UILabel)?.text }
    }

    /// Taps the button a person would call `name`.
    func tap(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let button = all(in: controller.view).compactMap({ $0 as? UIControl })
            .first(where: { $0.accessibilityTraits.contains(.button) && $0.accessibilityLabel == name }) else {
            XCTFail("no button '\(name)'; texts: \(texts)", file: file, line: line)
            return
        }
        button.sendActions(for: .touchUpInside)
        update()
    }

    func all(in view: UIView) -> [UIView] {
        guard !view.isHidden else { return [] }
        return [view] + view.subviews.flatMap { all(in: $0) }
    }
}
