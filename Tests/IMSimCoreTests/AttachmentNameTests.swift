import Foundation
import IMSimCore
import XCTest

/// Attachments are named by sender and caption, safely and uniquely.
final class AttachmentNameTests: XCTestCase {
    func testNamesSaySenderAndCaptionInSafeCharacters() {
        let unique = UUID(uuidString: "3F2A9C1B-0000-0000-0000-000000000000")!
        XCTAssertEqual(AttachmentName.make(sender: "Kate", caption: "Your turn: you play X!", fileExtension: "png", unique: unique),
                       "Kate-Your-turn-you-play-X-3f2a9c1b.png")
        XCTAssertEqual(AttachmentName.make(sender: "Zoë", caption: "../../etc/passwd", fileExtension: "png", unique: unique),
                       "Zo-etc-passwd-3f2a9c1b.png")
        XCTAssertEqual(AttachmentName.make(sender: nil, caption: "", fileExtension: "", unique: unique), "attachment-3f2a9c1b")
        let long = AttachmentName.make(sender: "Kate", caption: String(repeating: "word ", count: 40), fileExtension: "png")
        XCTAssertLessThanOrEqual(long.count, 4 + 1 + 40 + 1 + 8 + 4)
        XCTAssertNotEqual(AttachmentName.make(sender: "Kate", caption: "Board", fileExtension: "png"),
                          AttachmentName.make(sender: "Kate", caption: "Board", fileExtension: "png"), "unique")
    }
}
