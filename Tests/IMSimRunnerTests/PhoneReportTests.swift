import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// A bubble as a person reads it in `show`, the console and failure reports.
final class PhoneReportTests: XCTestCase {
    func testABubbleShowsItsSubcaptionsAndItsPicture() {
        let here = FileManager.default.currentDirectoryPath
        let layout = LayoutPayload(caption: "Your turn", subcaption: "Move 3", trailingCaption: "X", trailingSubcaption: "3 of 9",
                                   imageTitle: "Board", imageSubtitle: "after Kate", imagePath: here + "/attachments/Kate-Your-turn-3f2a9c1b.png")
        let message = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "x", sessionID: nil,
                                     url: "data:?move=4", layout: layout)
        XCTAssertEqual(PhoneReport.describe(TranscriptItem(message)),
                       "[Kate] 'Your turn' move=4, subcaption 'Move 3', trailing caption 'X', trailing subcaption '3 of 9', "
                           + "image title 'Board', image subtitle 'after Kate', picture attachments/Kate-Your-turn-3f2a9c1b.png")
    }
}
