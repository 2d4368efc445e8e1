import Foundation
import IMSimGraphics
@testable import Messages
import XCTest

final class MSStickerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("stickers-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func png(width: Int, height: Int) throws -> URL {
        let canvas = Canvas(width: width, height: height)
        canvas.fillColor = .red
        canvas.fill(rect: CGRect(x: 0, y: 0, width: width, height: height))
        let url = directory.appendingPathComponent("\(width)x\(height).png")
        try canvas.pngData().write(to: url)
        return url
    }

    private func code(_ body: () throws -> Void) -> (String, Int)? {
        do {
            try body()
            return nil
        } catch let error as NSError {
            return (error.domain, error.code)
        }
    }

    func testValidStickerIsAccepted() throws {
        let url = try png(width: 300, height: 618)
        let sticker = try MSSticker(contentsOfFileURL: url, localizedDescription: "Vanilla sundae")
        XCTAssertEqual(sticker.localizedDescription, "Vanilla sundae")
    }

    func testEachRuleHasItsErrorCode() throws {
        let small = try png(width: 299, height: 400)
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: small, localizedDescription: "x") }?.1,
                       MSMessageErrorCode.stickerFileImproperFileSize.rawValue)
        let missing = directory.appendingPathComponent("none.png")
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: missing, localizedDescription: "x") }?.1,
                       MSMessageErrorCode.fileNotFound.rawValue)
        let text = directory.appendingPathComponent("note.png")
        try Data("not an image".utf8).write(to: text)
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: text, localizedDescription: "x") }?.1,
                       MSMessageErrorCode.improperFileType.rawValue)
        let good = try png(width: 400, height: 400)
        let long = String(repeating: "d", count: 151)
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: good, localizedDescription: long) }?.1,
                       MSMessageErrorCode.stickerFileImproperFileAttributes.rawValue)
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: URL(string: "https://example.com/a.png")!, localizedDescription: "x") }?.1,
                       MSMessageErrorCode.improperFileURL.rawValue)
        XCTAssertEqual(code { _ = try MSSticker(contentsOfFileURL: small, localizedDescription: "x") }?.0, MSStickersErrorDomain)
    }
}
