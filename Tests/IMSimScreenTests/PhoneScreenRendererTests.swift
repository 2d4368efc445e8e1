import Foundation
import IMSimCore
import IMSimGraphics
@testable import IMSimScreen
import XCTest

/// The picture of a phone's Messages screen.
final class PhoneScreenRendererTests: XCTestCase {
    static let imagePath = "/run/attachments/mussels.png"

    /// A 300 × 200 PNG: orange with a dark circle.
    static let bubbleImage: Data = {
        let canvas = Canvas(width: 300, height: 200, opaque: true)
        canvas.fillColor = RGBA(red: 1, green: 0.6, blue: 0.1)
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 300, height: 200))
        canvas.fillColor = RGBA(red: 0.3, green: 0.1, blue: 0.3)
        canvas.fillEllipse(in: CGRect(x: 100, y: 50, width: 100, height: 100))
        return canvas.pngData()
    }()

    let renderer = PhoneScreenRenderer { path in path == PhoneScreenRendererTests.imagePath ? PhoneScreenRendererTests.bubbleImage : nil }

    static func message(from sender: String, _ content: MessageContent = .interactive, layout: LayoutPayload? = nil,
                        index: Int = 0) -> MessagePayload {
        MessagePayload(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!,
                       conversationID: "c1", senderName: sender, bundleIdentifier: "com.example.Mussels.MessagesExtension",
                       sessionID: nil, url: nil, layout: layout, content: content)
    }

    /// Kate's phone: John's party invitation with an image, Kate's text answer, John's text.
    static func kateAndJohn(app style: PresentationStyle? = nil, staged: Bool = false) -> PhoneSnapshot {
        let invitation = LayoutPayload(caption: "Mussels party", subcaption: "Saturday 7 pm", trailingCaption: "3 going",
                                       imageTitle: "Moules frites", imagePath: imagePath)
        var snapshot = PhoneSnapshot(name: "Kate", conversation: "c1", transcript: [
            TranscriptItem(message(from: "John", layout: invitation, index: 1)),
            TranscriptItem(message(from: "Kate", .text("Count me in! I'll bring bread."), index: 2)),
            TranscriptItem(message(from: "John", .text("Great"), index: 3)),
        ])
        snapshot.identifiers = ParticipantIdentifiers(seed: 1, owner: "Kate", names: ["Kate", "John"])
        if let style {
            snapshot.app = RunningApp(bundleIdentifier: "com.example.Mussels.MessagesExtension", style: style,
                                      screen: ScreenSnapshot())
        }
        if staged {
            snapshot.staged = TranscriptItem(message(from: "Kate", layout: LayoutPayload(caption: "Bread: 2 baguettes",
                                                                                         imagePath: imagePath), index: 9))
        }
        return snapshot
    }

    // MARK: Size

    func testThePictureIsTheScreenTimesTheScale() {
        for device in Device.all {
            let canvas = renderer.render(Self.kateAndJohn(), on: device)
            XCTAssertEqual(canvas.width, device.pixelWidth, device.id)
            XCTAssertEqual(canvas.height, device.pixelHeight, device.id)
        }
        XCTAssertEqual(renderer.render(Self.kateAndJohn(), on: .iPhoneSE).width, 640)
        XCTAssertEqual(renderer.render(Self.kateAndJohn(), on: .iPhoneProMax).height, 2778)
    }

    // MARK: The extension's frame

    /// A canvas of one colour at the device's scale for the frame.
    private func solid(_ frame: ScreenRect, scale: Double, color: RGBA) -> Canvas {
        let canvas = Canvas(width: Int(frame.width * scale), height: Int(frame.height * scale), opaque: true)
        canvas.fillColor = color
        canvas.fill(rect: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        return canvas
    }

    func testTheExtensionPictureFillsExactlyItsFrame() {
        let magenta = RGBA(red: 1, green: 0, blue: 1)
        for device in Device.all {
            for style in [PresentationStyle.compact, .expanded] {
                let frame = device.extensionFrame(for: style)!
                let picture = solid(frame, scale: device.scale, color: magenta)
                for given in [ExtensionPicture.canvas(picture), .png(picture.pngData())] {
                    let canvas = renderer.render(Self.kateAndJohn(app: style), on: device, extensionPicture: given)
                    let label = "\(device.id) \(style)"
                    let left = Int(frame.minX * device.scale), right = Int(frame.maxX * device.scale) - 1
                    let top = Int(frame.minY * device.scale), bottom = Int(frame.maxY * device.scale) - 1
                    XCTAssertEqual(bottom, device.pixelHeight - 1, "\(label): the frame ends at the screen's bottom")
                    for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom), (left + 5, top + 5)] {
                        XCTAssertTrue(canvas.pixel(x: x, y: y).isClose(to: magenta),
                                      "\(label): (\(x), \(y)) inside the frame is \(canvas.pixel(x: x, y: y))")
                    }
                    for x in [left, right, (left + right) / 2] {
                        XCTAssertFalse(canvas.pixel(x: x, y: top - 1).isClose(to: magenta, tolerance: 0.2),
                                       "\(label): (\(x), \(top - 1)) just above the frame is the extension's")
                    }
                }
            }
        }
    }

    func testAnAppWithoutAPictureGetsAPlaceholderInItsFrame() {
        let device = Device.iPhone8
        let canvas = renderer.render(Self.kateAndJohn(app: .compact), on: device)
        let frame = device.compactFrame
        let corner = canvas.pixel(x: 1, y: Int(frame.minY * device.scale) + 1)
        XCTAssertTrue(corner.isClose(to: ScreenStyle.extensionPlaceholder), "\(corner)")
        // Its name is drawn in the middle: some pixel of the middle row is darker than the placeholder.
        let middleRow = Int((frame.minY + frame.height / 2) * device.scale)
        let dark = (0..<canvas.width).contains { canvas.pixel(x: $0, y: middleRow).red < 0.8 }
            || (0..<canvas.width).contains { canvas.pixel(x: $0, y: middleRow - 10).red < 0.8 }
        XCTAssertTrue(dark, "no app name in the placeholder")
        XCTAssertEqual(PhoneScreenRenderer.shortName(of: "com.example.Mussels.MessagesExtension"), "Mussels")
    }

    /// Pictures sent as JPEG files are drawn as those sent as PNG.
    func testAJPEGImageIsReadAsAPNGIs() throws {
        let png = try XCTUnwrap(Canvas.decode(png: Self.bubbleImage))
        let jpeg = try XCTUnwrap(png.jpegData(quality: 0.9))
        var images = ImageCache(readFile: { path in path == "/a.jpg" ? jpeg : path == "/a.png" ? Self.bubbleImage : nil })
        let read = try XCTUnwrap(images.image(at: "/a.jpg"))
        XCTAssertEqual([read.width, read.height], [300, 200])
        XCTAssertTrue(read.pixel(x: 10, y: 10).isClose(to: png.pixel(x: 10, y: 10), tolerance: 0.05))
        XCTAssertNotNil(images.image(at: "/a.png"))
        XCTAssertNil(images.image(at: "/missing.jpg"))
    }

    /// Kate's phone with an expanded app editing a field: the keyboard up with `keys`.
    static func withKeyboard(_ keys: KeyboardKeys, on device: Device) -> PhoneSnapshot {
        var snapshot = kateAndJohn(app: .expanded)
        snapshot.app?.screen.keyboard = device.compactFrame
        snapshot.app?.screen.keyboardKeys = keys
        return snapshot
    }

    /// A pad of digits has no letters: where the letters' top row has its white Q key, the pad has the
    /// grey gap between its first two keys... and its own white keys elsewhere.
    func testAPadOfDigitsIsDrawnInsteadOfLetters() {
        let device = Device.iPhone15
        let letters = renderer.render(Self.withKeyboard(.letters, on: device), on: device)
        let digits = renderer.render(Self.withKeyboard(KeyboardKeys(layout: .digits, returnKey: nil), on: device), on: device)
        let keyboardRows = Int(device.compactFrame.minY * device.scale)..<device.pixelHeight
        let differing = keyboardRows.filter { y in (0..<device.pixelWidth).contains { x in letters.pixel(x: x, y: y) != digits.pixel(x: x, y: y) } }
        XCTAssertGreaterThan(differing.count, 300, "the pad is drawn, not the letters")
        // The gap between the pad's first and second keys (6 points from the left edge plus a key).
        let keyWidth = (device.screenSize.width - 24) / 3
        let gap = digits.pixel(x: Int((6 + keyWidth + 3) * device.scale), y: Int((device.compactFrame.minY + 29) * device.scale))
        XCTAssertTrue(gap.isClose(to: KeyboardPainter.background), "\(gap)")
    }

    /// Phones with the Dynamic Island show it, black, in the status bar; the others do not. While a
    /// field is edited the keyboard covers the compact area: light grey, white keys.
    func testTheDynamicIslandAndTheKeyboard() {
        for device in Device.all {
            let canvas = renderer.render(Self.kateAndJohn(app: nil), on: device)
            let middle = canvas.pixel(x: device.pixelWidth / 2, y: Int(29.5 * device.scale))
            XCTAssertEqual(middle.isClose(to: .black), device.hasDynamicIsland, "\(device.id): \(middle)")
        }
        var snapshot = Self.kateAndJohn(app: .expanded)
        let device = Device.iPhone15
        snapshot.app?.screen.keyboard = device.compactFrame
        let canvas = renderer.render(snapshot, on: device)
        let keyboardEdge = canvas.pixel(x: 1, y: Int((device.compactFrame.minY + 2) * device.scale))
        XCTAssertTrue(keyboardEdge.isClose(to: KeyboardPainter.background), "\(keyboardEdge)")
        // The middle of the Q key, the first of the top row.
        let q = canvas.pixel(x: Int(6 * device.scale), y: Int((device.compactFrame.minY + 12) * device.scale))
        XCTAssertTrue(q.isClose(to: .white), "\(q)")
    }

    // MARK: Bubbles

    /// The columns where `color` shows in the transcript area.
    private func columns(of color: RGBA, in canvas: Canvas, device: Device, style: PresentationStyle? = nil) -> [Int] {
        let area = device.transcriptFrame(appStyle: style)
        var found: [Int] = []
        for y in stride(from: Int(area.minY * device.scale), to: Int(area.maxY * device.scale), by: 2) {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).isClose(to: color, tolerance: 1.5 / 255) {
                found.append(x)
            }
        }
        return found
    }

    func testSentBubblesAreOnTheRightAndReceivedOnesOnTheLeft() {
        var snapshot = PhoneSnapshot(name: "Kate", conversation: "c1", transcript: [
            TranscriptItem(Self.message(from: "John", .text("Hello Kate"), index: 1)),
            TranscriptItem(Self.message(from: "Kate", .text("Hi"), index: 2)),
        ])
        snapshot.identifiers = ParticipantIdentifiers(seed: 1, owner: "Kate", names: ["Kate", "John"])
        for device in Device.all {
            let canvas = renderer.render(snapshot, on: device)
            let sent = columns(of: ScreenStyle.sentBubble, in: canvas, device: device)
            let received = columns(of: ScreenStyle.receivedBubble, in: canvas, device: device)
            XCTAssertFalse(sent.isEmpty, "\(device.id): no sent bubble")
            XCTAssertFalse(received.isEmpty, "\(device.id): no received bubble")
            XCTAssertGreaterThan(sent.min() ?? 0, canvas.width / 2, "\(device.id): the sent bubble is not on the right")
            XCTAssertLessThan(received.max() ?? .max, canvas.width / 2, "\(device.id): the received bubble is not on the left")
            XCTAssertGreaterThan(sent.max() ?? 0, canvas.width - Int(20 * device.scale), device.id)
            XCTAssertLessThan(received.min() ?? .max, Int(20 * device.scale), device.id)
        }
    }

    func testTheNewestItemSitsJustAboveTheInputBarOrTheCompactExtension() {
        var snapshot = Self.kateAndJohn(app: .compact)
        snapshot.transcript.append(TranscriptItem(Self.message(from: "Kate", .text("Last"), index: 4)))
        let device = Device.iPhone13
        let canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(solid(device.compactFrame, scale: 3, color: .green)))
        let bar = device.inputBarFrame(appStyle: .compact)!
        let blueRows = stride(from: 0, to: canvas.height, by: 1).filter { y in
            canvas.pixel(x: canvas.width - Int(20 * device.scale), y: y).isClose(to: ScreenStyle.sentBubble)
        }
        let lowest = Double(blueRows.max() ?? 0) / device.scale
        XCTAssertLessThan(lowest, bar.minY, "the newest bubble overlaps the input bar")
        XCTAssertGreaterThan(lowest, bar.minY - 20, "the newest bubble is not at the bottom of the transcript")
    }

    /// A staged message of the extension's is previewed in the input field, which grows upwards to
    /// hold it over a line for a comment; the transcript ends above it. Staged text stays one line.
    func testAStagedMessageIsPreviewedInATallerInputField() {
        let device = Device.iPhone13
        func newestBubbleBottom(staged: Bool, text: Bool = false) -> Double {
            var snapshot = Self.kateAndJohn(app: .compact, staged: staged)
            if text { snapshot.staged = TranscriptItem(Self.message(from: "Kate", .text("See you there"), index: 9)) }
            snapshot.transcript.append(TranscriptItem(Self.message(from: "Kate", .text("Last"), index: 4)))
            let canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(solid(device.compactFrame, scale: 3, color: .green)))
            let bar = device.inputBarFrame(appStyle: .compact)!
            // Rows of the blue bubble at the right, above the bar (the send button is blue too, inside it).
            let blueRows = (0..<Int((bar.minY - 1) * device.scale)).filter { y in
                canvas.pixel(x: canvas.width - Int(20 * device.scale), y: y).isClose(to: ScreenStyle.sentBubble)
            }
            return Double(blueRows.max() ?? 0) / device.scale
        }
        let plain = newestBubbleBottom(staged: false)
        let previewed = newestBubbleBottom(staged: true)
        XCTAssertGreaterThan(plain - previewed, 15, "the field grew upwards to hold the preview: \(plain) → \(previewed)")
        XCTAssertLessThan(plain - previewed, 160, "a preview is made small enough")
        XCTAssertEqual(newestBubbleBottom(staged: true, text: true), plain, "staged text stays on one line")
    }

    func testALongTranscriptIsScrolledToItsNewestItem() {
        var snapshot = Self.kateAndJohn()
        for index in 0..<40 {
            snapshot.transcript.append(TranscriptItem(Self.message(from: index % 2 == 0 ? "Kate" : "John",
                                                                   .text("Message \(index)"), index: 10 + index)))
        }
        let canvas = renderer.render(snapshot, on: .iPhoneSE)
        XCTAssertEqual(canvas.width, 640)
        // The header is intact over the scrolled transcript: its background at the left edge.
        XCTAssertTrue(canvas.pixel(x: 2, y: Int(Device.iPhoneSE.headerFrame.minY * 2) + 4).isClose(to: ScreenStyle.chrome))
    }

    // MARK: Determinism and time

    func testTheSameSnapshotGivesTheSameBytes() {
        for device in [Device.iPhoneSE, .iPhoneProMax] {
            let first = renderer.pngData(Self.kateAndJohn(app: .expanded, staged: true), on: device)
            let second = renderer.pngData(Self.kateAndJohn(app: .expanded, staged: true), on: device)
            XCTAssertFalse(first.isEmpty)
            XCTAssertEqual(first, second, device.id)
            let third = renderer.pngData(Self.kateAndJohn(staged: true), on: device)
            XCTAssertEqual(third, renderer.pngData(Self.kateAndJohn(staged: true), on: device), device.id)
            XCTAssertNotEqual(first, third)
        }
    }

    /// A phone draws each picture over the canvas of an earlier one: nothing of the earlier one shows.
    func testAReusedCanvasGivesTheSamePixelsAsANewOne() {
        let device = Device.iPhoneSE
        let expanded = renderer.render(Self.kateAndJohn(app: .expanded, staged: true), on: device)
        expanded.fillColor = RGBA(red: 1, green: 0, blue: 0)
        expanded.fill(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        expanded.scaleBy(x: 3, y: 3)  // a transform left behind is not the picture's
        let reused = renderer.render(Self.kateAndJohn(staged: true), on: device, reusing: expanded)
        XCTAssertTrue(reused === expanded, "the canvas of the same size is drawn over")
        XCTAssertEqual(reused.argbWords(), renderer.render(Self.kateAndJohn(staged: true), on: device).argbWords())
        let other = renderer.render(Self.kateAndJohn(), on: .iPhoneProMax, reusing: expanded)
        XCTAssertFalse(other === expanded, "a canvas of another size is not used")
    }

    func testHeaderTitles() {
        XCTAssertEqual(ChromePainter.title(["John"]), "John")
        XCTAssertEqual(ChromePainter.title(["John", "Anna"]), "John & Anna")
        XCTAssertEqual(ChromePainter.title(["A", "B", "C", "D", "E"]), "A, B & 3 others")
        let snapshot = Self.kateAndJohn()
        XCTAssertEqual(renderer.headerNames(snapshot, members: nil), ["John"])
        XCTAssertEqual(renderer.headerNames(PhoneSnapshot(name: "Kate", conversation: "Dinner"), members: nil), ["Dinner"])
    }

    /// Not a timed assertion: prints the time of a 20-bubble picture for the notes.
    func testTimeOfATwentyBubblePicture() {
        var snapshot = Self.kateAndJohn(app: .compact, staged: true)
        let invitation = LayoutPayload(caption: "Mussels party", subcaption: "Saturday", imagePath: Self.imagePath)
        for index in 0..<17 {
            let sender = index % 2 == 0 ? "Kate" : "John"
            snapshot.transcript.append(TranscriptItem(index % 3 == 0
                ? Self.message(from: sender, layout: invitation, index: 20 + index)
                : Self.message(from: sender, .text("Message number \(index), a little longer to wrap"), index: 20 + index)))
        }
        let device = Device.iPhone13
        let picture = solid(device.compactFrame, scale: 3, color: .blue)
        _ = renderer.pngData(snapshot, on: device, extensionPicture: .canvas(picture))   // fonts loaded
        let rounds = 10
        var drawing = Duration.zero, encoding = Duration.zero
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            var canvas: Canvas?
            drawing += clock.measure { canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(picture)) }
            encoding += clock.measure { _ = canvas!.pngData() }
        }
        print("IMSimScreen: 20-bubble picture on \(device.id) (\(device.pixelWidth)×\(device.pixelHeight)): "
              + "drawing \(drawing / rounds), PNG encoding \(encoding / rounds)")
    }

    /// Writes sample pictures to the folder in IMSIM_SCREEN_PICTURES, to look at them.
    func testWritesSamplePicturesWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["IMSIM_SCREEN_PICTURES"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var group = Self.kateAndJohn(staged: true)
        group.identifiers = ParticipantIdentifiers(seed: 1, owner: "Kate", names: ["Kate", "John", "Anna"])
        group.transcript.append(TranscriptItem(Self.message(from: "Anna", .text("I'll bring wine 🍷"), index: 5)))
        var summary = TranscriptItem(kind: .summary, message: Self.message(from: "John", index: 6), summary: "John updated Mussels")
        summary.message.senderName = "John"
        group.transcript.insert(summary, at: 1)
        var live = TranscriptItem(Self.message(from: "John", layout: LayoutPayload(kind: .live, alternate: LayoutPayload(caption: "Poll")), index: 7))
        live.live = LiveBubble(width: 250, height: 90, texts: ["Poll: mussels or fries?", "Mussels 2", "Fries 1"])
        group.transcript.append(live)
        let pictures: [(String, PhoneSnapshot, Device)] = [
            ("kate-john-se-expanded", Self.kateAndJohn(app: .expanded), .iPhoneSE),
            ("kate-john-promax-expanded", Self.kateAndJohn(app: .expanded), .iPhoneProMax),
            ("kate-john-13-compact", Self.kateAndJohn(app: .compact, staged: true), .iPhone13),
            ("kate-john-8-compact", Self.kateAndJohn(app: .compact), .iPhone8),
            ("group-13-no-app", group, .iPhone13),
            ("group-se-no-app", group, .iPhoneSE),
            ("digits-15-expanded", Self.withKeyboard(KeyboardKeys(layout: .decimalDigits, returnKey: nil), on: .iPhone15), .iPhone15),
            ("send-8-expanded", Self.withKeyboard(KeyboardKeys(layout: .letters, returnKey: "send"), on: .iPhone8), .iPhone8),
        ]
        for (name, snapshot, device) in pictures {
            try renderer.pngData(snapshot, on: device).write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
        }
    }
}
