import Foundation
@testable import UIKit
import XCTest

/// A list cell's content as iOS lays it out: inside the configuration's margins, the image first,
/// the texts after it, stacked and centred; never a broken constraint, whatever the cell's height or
/// the image's size.
@MainActor
final class ListContentViewTests: XCTestCase {
    private func cell(_ configure: (inout UIListContentConfiguration) -> Void, height: CGFloat = 64) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        var configuration = cell.defaultContentConfiguration()
        configure(&configuration)
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()
        return cell
    }

    private func labels(_ cell: UICollectionViewCell) -> [UILabel] {
        cell.contentView.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
    }

    func testTheImageThenTheTextsStackedAndCentredInsideTheMargins() async throws {
        let before = LayoutDiagnostics.unsatisfiableCount
        let shown = cell { configuration in
            configuration.text = "Salad"
            configuration.secondaryText = "Open"
            configuration.image = UIImage(systemName: "fork.knife")
        }
        let image = try XCTUnwrap(shown.contentView.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden })
        let (text, secondary) = (labels(shown)[0], labels(shown)[1])
        XCTAssertEqual(image.frame.minX, 16, "the leading margin")
        XCTAssertEqual(text.frame.minX, image.frame.maxX + 16, accuracy: 0.01, "imageToTextPadding")
        XCTAssertEqual(secondary.frame.minX, text.frame.minX)
        XCTAssertEqual(text.frame.maxX, 320 - 16, accuracy: 0.01, "the trailing margin")
        XCTAssertEqual(secondary.frame.minY, text.frame.maxY + 3, accuracy: 0.01, "textToSecondaryTextVerticalPadding")
        let middle = (text.frame.minY + secondary.frame.maxY) / 2
        XCTAssertEqual(middle, 32, accuracy: 0.5, "the texts centred in the 64-point cell")
        XCTAssertEqual(image.frame.midY, middle, accuracy: 0.5)
        XCTAssertEqual(LayoutDiagnostics.unsatisfiableCount, before)
    }

    func testAValueCellPutsItsSecondaryTextAtTheTrailingEdge() async {
        let shown = cell { configuration in
            configuration = .valueCell()
            configuration.text = "Guests"
            configuration.secondaryText = "3"
        }
        let (text, secondary) = (labels(shown)[0], labels(shown)[1])
        XCTAssertEqual(text.frame.minX, 16)
        XCTAssertEqual(secondary.frame.maxX, 320 - 16, accuracy: 0.01)
        XCTAssertEqual(text.frame.midY, secondary.frame.midY, accuracy: 0.5, "side by side")
        XCTAssertLessThan(text.frame.maxX, secondary.frame.minX)
    }

    func testSizesThatDoNotFitBreakNoConstraint() async throws {
        let before = LayoutDiagnostics.unsatisfiableCount
        // A row shorter than its content, a reserved width wider than the image, a maximum smaller than it.
        let short = cell({ configuration in
            configuration.text = "Salad"
            configuration.secondaryText = "Open"
            configuration.image = UIImage(systemName: "fork.knife")
            configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        }, height: 30)
        let big = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        }
        let limited = cell { configuration in
            configuration.text = "Photo"
            configuration.image = big
            configuration.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        }
        XCTAssertEqual(LayoutDiagnostics.unsatisfiableCount, before, LayoutDiagnostics.lastUnsatisfiable ?? "")
        let reserved = try XCTUnwrap(short.contentView.subviews.compactMap { $0 as? UIImageView }.first)
        XCTAssertEqual(reserved.frame.width, 40, accuracy: 0.01)
        let photo = try XCTUnwrap(limited.contentView.subviews.compactMap { $0 as? UIImageView }.first)
        XCTAssertLessThanOrEqual(photo.frame.width, 40.01)
        XCTAssertLessThanOrEqual(photo.frame.height, 40.01)
    }
}
