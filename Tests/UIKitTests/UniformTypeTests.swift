import UIKit
import UniformTypeIdentifiers
import XCTest

@MainActor
final class UniformTypeTests: XCTestCase {
    func testSystemTypesKnowTheirExtensionsAndWhatTheyConformTo() async {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType(filenameExtension: "ics"), .calendarEvent)
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertEqual(UTType("public.jpeg")?.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType("com.example.poll").map { $0.conforms(to: .data) }, true)
        XCTAssertNil(UTType(""))
    }

    func testADocumentPickerTellsItsDelegateOfACancel() async {
        final class Delegate: UIDocumentPickerDelegate {
            var cancelled = false
            func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled = true }
        }
        let delegate = Delegate()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.calendarEvent])
        picker.delegate = delegate
        picker.simulateCancel()
        XCTAssertTrue(delegate.cancelled)
        XCTAssertEqual(picker.contentTypes, [.calendarEvent])
    }
}
