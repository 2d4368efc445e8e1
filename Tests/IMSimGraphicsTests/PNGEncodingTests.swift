import Foundation
@testable import IMSimGraphics
import XCTest

/// `Canvas.pngData()`, imsim's own PNG writer: the same pixels as cairo's writer (`cairoPNGData()`),
/// a valid container, the same bytes every time.
final class PNGEncodingTests: XCTestCase {
    // MARK: Pictures

    /// Text, rounded rectangles, a gradient and a drawn image, on a canvas of `width` × `height`.
    private func picture(width: Int, height: Int, opaque: Bool, translucent: Bool = false) -> Canvas {
        let canvas = Canvas(width: width, height: height, opaque: opaque)
        canvas.fillColor = RGBA(red: 0.97, green: 0.97, blue: 0.98, alpha: translucent ? 0.6 : 1)
        canvas.fill(rect: CGRect(x: 0, y: 0, width: width, height: height))
        let image = Canvas(width: 120, height: 80, opaque: true)
        image.fillColor = RGBA(red: 1, green: 0.6, blue: 0.1)
        image.fill(rect: CGRect(x: 0, y: 0, width: 120, height: 80))
        image.fillColor = RGBA(red: 0.3, green: 0.1, blue: 0.3)
        image.fillEllipse(in: CGRect(x: 30, y: 10, width: 60, height: 60))
        var y = 20.0
        var index = 0
        while y + 120 < Double(height) {
            let mine = index % 2 == 0
            canvas.fillColor = mine ? RGBA(red: 0.0, green: 0.48, blue: 1, alpha: translucent ? 0.5 : 1)
                                    : RGBA(red: 0.9, green: 0.9, blue: 0.92)
            let x = mine ? Double(width) * 0.3 : 20
            canvas.fillRoundedRect(CGRect(x: x, y: y, width: Double(width) * 0.65, height: 90), cornerRadius: 24)
            canvas.fillColor = mine ? .white : .black
            canvas.drawText("Message \(index): count me in, I'll bring bread", at: CGPoint(x: x + 16, y: y + 20), size: 28)
            if index % 3 == 1 {
                canvas.draw(image, in: CGRect(x: x + Double(width) * 0.4, y: y + 5, width: 120, height: 80), alpha: translucent ? 0.7 : 1)
            }
            y += 130
            index += 1
        }
        canvas.drawLinearGradient([GradientStop(location: 0, color: .red), GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.3))],
                                  from: CGPoint(x: 0, y: 0), to: CGPoint(x: Double(width), y: 0),
                                  extendsBefore: false, extendsAfter: false)
        return canvas
    }

    /// The canvas's pixels as cairo holds them (premultiplied words; the unused byte of RGB24 cleared).
    private func words(_ canvas: Canvas) -> [UInt32] {
        canvas.withPixelWords { words, stride in
            var all = [UInt32]()
            all.reserveCapacity(canvas.width * canvas.height)
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    all.append(canvas.isOpaque ? words[y * stride + x] & 0x00FF_FFFF : words[y * stride + x])
                }
            }
            return all
        }
    }

    /// Decodes `png` with cairo and checks it gives exactly the pixels cairo's own writer gives for `canvas`.
    private func assertSamePixelsAsCairo(_ canvas: Canvas, _ png: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try XCTUnwrap(Canvas.decode(png: png), "cairo cannot decode it", file: file, line: line)
        let theirs = try XCTUnwrap(Canvas.decode(png: canvas.cairoPNGData()), file: file, line: line)
        XCTAssertEqual(ours.width, canvas.width, file: file, line: line)
        XCTAssertEqual(ours.height, canvas.height, file: file, line: line)
        XCTAssertEqual(ours.isOpaque, theirs.isOpaque, file: file, line: line)
        let (mine, cairo) = (words(ours), words(theirs))
        if let first = mine.indices.first(where: { mine[$0] != cairo[$0] }) {
            XCTFail(String(format: "pixel %d (%d, %d): %08x, cairo's writer %08x", first, first % canvas.width, first / canvas.width,
                           mine[first], cairo[first]), file: file, line: line)
        }
    }

    // MARK: Pixels

    func testOpaquePicturesDecodeToTheSamePixels() throws {
        for opaque in [true, false] {
            let canvas = picture(width: 300, height: 400, opaque: opaque)
            let png = canvas.pngData()
            XCTAssertEqual(png[25], 2, "RGB: no pixel is translucent")
            try assertSamePixelsAsCairo(canvas, png)
            // Opaque pixels survive exactly.
            XCTAssertEqual(words(try XCTUnwrap(Canvas.decode(png: png))).map { $0 & 0x00FF_FFFF },
                           words(canvas).map { $0 & 0x00FF_FFFF })
        }
    }

    func testTranslucentPicturesDecodeToTheSamePixels() throws {
        let canvas = picture(width: 300, height: 400, opaque: false, translucent: true)
        let png = canvas.pngData()
        XCTAssertEqual(png[25], 6, "RGBA")
        try assertSamePixelsAsCairo(canvas, png)
    }

    /// Every premultiplied edge case: alpha 0, 1, 2, 127, 128, 254 and 255 with colours from 0 to the alpha.
    func testPremultipliedEdgeCasesMatchCairosUnpremultiplying() throws {
        let alphas: [UInt32] = [0, 1, 2, 3, 127, 128, 129, 254, 255]
        var pixels: [UInt32] = []
        for alpha in alphas {
            let colours = Set([0, 1, alpha / 3, alpha / 2, alpha &- 1, alpha].filter { $0 <= alpha })
            for red in colours.sorted() {
                for green in colours.sorted() {
                    for blue in [0, alpha / 2, alpha] {
                        pixels.append(alpha << 24 | red << 16 | green << 8 | blue)
                    }
                }
            }
        }
        // Every alpha with every colour byte up to it, in one channel at a time.
        for alpha in UInt32(0)...255 {
            for colour in stride(from: UInt32(0), through: alpha, by: 1) {
                pixels.append(alpha << 24 | colour << 16 | (alpha - colour) << 8 | colour / 2)
            }
        }
        let width = 256
        let canvas = Canvas(width: width, height: (pixels.count + width - 1) / width)
        canvas.withPixelWords { words, stride in
            for (index, pixel) in pixels.enumerated() {
                words[(index / width) * stride + index % width] = pixel
            }
        }
        let png = canvas.pngData()
        XCTAssertEqual(png[25], 6, "RGBA")
        try assertSamePixelsAsCairo(canvas, png)
        // Straight bytes as cairo computes them, checked here against the formula, not the table.
        let straight = CairoPixels.unpremultiplied
        for alpha in 1..<256 {
            for colour in 0...alpha {
                XCTAssertEqual(Int(straight[alpha << 8 | colour]), (colour * 255 + alpha / 2) / alpha)
            }
        }
        // Alpha 0 stays transparent black, 255 keeps its colour.
        let decoded = try XCTUnwrap(Canvas.decode(png: png))
        decoded.withPixelWords { words, _ in
            XCTAssertEqual(words[0], 0)
        }
    }

    // MARK: The container

    func testTheBytesAreAValidPNG() throws {
        for canvas in [picture(width: 300, height: 400, opaque: true), picture(width: 300, height: 400, opaque: false, translucent: true),
                       Canvas(width: 1, height: 1)] {
            let png = [UInt8](canvas.pngData())
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var offset = 8
            var types: [String] = []
            while offset + 12 <= png.count {
                let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                let typed = Array(png[offset + 4..<offset + 8 + length])
                let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                let type = String(decoding: typed.prefix(4), as: UTF8.self)
                XCTAssertEqual(stored, Self.crc32(typed), "CRC of chunk \(types.count) (\(type))")
                if type == "IHDR" {
                    XCTAssertEqual(length, 13)
                    XCTAssertEqual(Array(typed[4..<12]), Self.bigEndian(canvas.width) + Self.bigEndian(canvas.height))
                    XCTAssertEqual(typed[12], 8, "bit depth")
                }
                types.append(type)
                offset += 12 + length
            }
            XCTAssertEqual(offset, png.count, "the chunks end with the data")
            XCTAssertEqual(types.first, "IHDR")
            XCTAssertEqual(types.last, "IEND")
            XCTAssertTrue(types.contains("IDAT"))
            XCTAssertNotNil(PNGInfo(data: Data(png)))
        }
    }

    /// Python's zlib and a PNG unfilter written here, independent of cairo, libpng and the writer,
    /// decode imsim's PNG and cairo's to the same bytes.
    func testAnIndependentDecoderReadsTheSameImageAsCairosWriterWrote() throws {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("no python3")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-c", Self.pythonDecoder]
        for (index, canvas) in [picture(width: 300, height: 400, opaque: true), picture(width: 301, height: 2600, opaque: false, translucent: true)].enumerated() {
            let ours = directory.appendingPathComponent("ours-\(index).png")
            let theirs = directory.appendingPathComponent("cairo-\(index).png")
            try canvas.pngData().write(to: ours)
            try canvas.cairoPNGData().write(to: theirs)
            arguments += [ours.path, theirs.path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("same") }.count, 2, text)
    }

    // MARK: Determinism, size, speed

    func testTheSamePixelsGiveTheSameBytes() {
        let canvas = picture(width: 500, height: 1200, opaque: false, translucent: true)
        XCTAssertEqual(canvas.pngData(), canvas.pngData())
        XCTAssertEqual(canvas.pngData(), picture(width: 500, height: 1200, opaque: false, translucent: true).pngData())
        XCTAssertEqual(Canvas(width: 0, height: 10).pngData(), Data())
    }

    /// A phone screen's size: many bands, on several threads; timings are printed, not asserted.
    func testAPhoneScreenEncodes() throws {
        for (opaque, translucent) in [(true, false), (false, true)] {
            let canvas = picture(width: 1170, height: 2532, opaque: opaque, translucent: translucent)
            var png = Data()
            let ours = ContinuousClock().measure { png = canvas.pngData() }
            var cairo = Data()
            let theirs = ContinuousClock().measure { cairo = canvas.cairoPNGData() }
            try assertSamePixelsAsCairo(canvas, png)
            print("PNGEncodingTests: 1170×2532 \(translucent ? "RGBA" : "RGB"): pngData \(ours), \(png.count) bytes; "
                + "cairo's writer \(theirs), \(cairo.count) bytes")
        }
    }

    // MARK: Helpers

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 bit by bit (ISO 3309, as PNG's chunks use), independent of zlib's.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// Decodes pairs of 8-bit RGB or RGBA PNGs given as arguments and prints "same" for each pair
    /// whose colour type and unfiltered bytes are equal.
    private static let pythonDecoder = #"""
import struct, sys, zlib

def decode(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'signature'
    offset, idat, header = 8, b'', None
    while offset < len(data):
        length, kind = struct.unpack('>I4s', data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        crc, = struct.unpack('>I', data[offset + 8 + length:offset + 12 + length])
        assert zlib.crc32(kind + body) == crc, 'crc of ' + kind.decode()
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    assert len(raw) == height * (stride + 1), 'length'
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1: row[i] = (row[i] + a) & 255
            elif kind == 2: row[i] = (row[i] + b) & 255
            elif kind == 3: row[i] = (row[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            else: assert kind == 0, 'filter %d' % kind
        rows.append(bytes(row))
        previous = row
    return colour, b''.join(rows)

arguments = sys.argv[1:]
for ours, theirs in zip(arguments[::2], arguments[1::2]):
    print('same' if decode(ours) == decode(theirs) else 'different: ' + ours)
"""#
}

final class RawPixelTests: XCTestCase {
    func testRawPixelsRoundTripExactlyAndRefuseWhatIsNotThem() throws {
        let canvas = Canvas(width: 7, height: 5)
        canvas.fillColor = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        canvas.fill(rect: CGRect(x: 1, y: 1, width: 4, height: 3))
        let data = canvas.rawPixelData()
        XCTAssertTrue(Canvas.isRawPixelData(data))
        let back = try XCTUnwrap(Canvas.decode(rawPixels: data))
        XCTAssertEqual(back.width, 7)
        XCTAssertEqual(back.height, 5)
        XCTAssertEqual(back.argbWords(), canvas.argbWords())
        XCTAssertNil(Canvas.decode(rawPixels: data.dropLast()), "cut short")
        XCTAssertNil(Canvas.decode(rawPixels: canvas.pngData()), "a PNG is not raw pixels")
    }
}
