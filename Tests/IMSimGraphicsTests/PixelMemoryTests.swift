import Foundation
@testable import IMSimGraphics
import XCTest

/// A phone's screen canvases are not inherited by the extension processes it starts: a `fork` would
/// otherwise make every page of them copy-on-write, and the next picture fault on each.
final class PixelMemoryTests: XCTestCase {
    /// The kernel's flags of the mapping that holds `address` (`/proc/self/smaps`, "VmFlags").
    private func flags(ofMappingHolding address: UnsafeMutableRawPointer) throws -> [String] {
        // Read to its end: /proc files say their size is 0.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: try XCTUnwrap(handle.readToEnd()), as: UTF8.self)
        let target = UInt(bitPattern: address)
        var holds = false
        for line in smaps.split(separator: "\n") {
            let first = line.split(separator: " ").first ?? ""
            let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
            if bounds.count == 2, first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                holds = (bounds[0]..<bounds[1]).contains(target)
            } else if holds, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init)
            }
        }
        XCTFail("no mapping holds \(String(target, radix: 16)) in /proc/self/smaps")
        return []
    }

    func testAKeptScreenCanvasIsNotInheritedAndDrawsAsAnyOther() throws {
        let kept = Canvas(width: 1170, height: 2532, opaque: true, keptFromChildProcesses: true)
        let memory = try XCTUnwrap(kept.storage as? PixelMemory, "a screen-sized canvas takes memory of its own")
        XCTAssertTrue(try flags(ofMappingHolding: memory.bytes).contains("dc"), "MADV_DONTFORK: not copied into a child")
        let plain = Canvas(width: 1170, height: 2532, opaque: true)
        XCTAssertNil(plain.storage)
        for canvas in [kept, plain] {
            canvas.fillColor = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            canvas.fill(rect: CGRect(x: 10, y: 20, width: 300, height: 400))
            canvas.drawText("Kate", at: CGPoint(x: 40, y: 600), size: 60)
        }
        XCTAssertNil(kept.differingRows(from: plain), "the same pixels")
        XCTAssertEqual(kept.pngData(), plain.pngData())
    }

    func testASmallCanvasKeepsCairosMemory() {
        XCTAssertNil(Canvas(width: 100, height: 100, keptFromChildProcesses: true).storage)
    }
}
