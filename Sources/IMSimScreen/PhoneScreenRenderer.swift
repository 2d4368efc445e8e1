import Foundation
import IMSimCore
import IMSimGraphics

/// What an extension drew, for `PhoneScreenRenderer`: a canvas or a PNG, at the device's scale for the
/// extension's frame (`Device.extensionFrame(for:)` times `Device.scale` pixels). Another size is
/// scaled to fill the frame.
public enum ExtensionPicture {
    case canvas(Canvas)
    case png(Data)

    var canvas: Canvas? {
        switch self {
        case let .canvas(canvas): canvas
        case let .png(data): Canvas.decode(png: data)
        }
    }
}

/// Draws a phone's Messages screen as iOS shows it in light mode: the status bar, the conversation's
/// header, the transcript scrolled to its newest item, the input bar with what is staged, and the open
/// extension in exactly its device frame. The same snapshot and pictures always give the same pixels.
public struct PhoneScreenRenderer: Sendable {
    /// Reads a bubble's image file (`LayoutPayload.imagePath`, a sticker's or attachment's path).
    public var readFile: @Sendable (String) -> Data?

    /// `readFile` reads bubbles' image files; by default from the file system, as the phone's
    /// `ImageInspector` does (the paths are absolute, in the run's attachments folder).
    public init(readFile: @escaping @Sendable (String) -> Data? = { FileManager.default.contents(atPath: $0) }) {
        self.readFile = readFile
    }

    /// The screen of `snapshot`'s phone on `device`, `device.pixelWidth` × `device.pixelHeight` pixels.
    /// - Parameters:
    ///   - extensionPicture: what the open extension drew; nil draws a placeholder with `appName`.
    ///   - appName: the open app's display name (default: its bundle identifier's last part).
    ///   - members: the names in the header (default: the people the phone knows but its owner, else
    ///     the transcript's other senders, else the conversation's name).
    ///   - reusing: a canvas an earlier picture of this device was drawn into, drawn over whole
    ///     instead of making a new one (the same pixels, without new memory); ignored if another size.
    ///   - rows: with `reusing`, the only rows of pixels that differ from what it holds (`ScreenDamage`):
    ///     only they are drawn, clipped, which gives the pixels a whole drawing gives them.
    public func render(_ snapshot: PhoneSnapshot, on device: Device, extensionPicture: ExtensionPicture? = nil,
                       appName: String? = nil, members: [String]? = nil, reusing spare: Canvas? = nil,
                       onlyRows rows: Range<Int>? = nil) -> Canvas {
        let reused = spare.flatMap { $0.width == device.pixelWidth && $0.height == device.pixelHeight && $0.isOpaque ? $0 : nil }
        let canvas = reused ?? Canvas(width: device.pixelWidth, height: device.pixelHeight, opaque: true, keptFromChildProcesses: true)
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.transform = .identity
        if reused != nil, let rows {
            guard !rows.isEmpty else { return canvas }
            canvas.clip(to: CGRect(x: 0, y: rows.lowerBound, width: canvas.width, height: rows.count))
        }
        canvas.scaleBy(x: device.scale, y: device.scale)
        canvas.fillColor = ScreenStyle.background
        canvas.fill(rect: CGRect(device.screenFrame))
        let style = snapshot.app?.style
        // The input bar rides on the keyboard: a QuickType row over a compact extension lifts it.
        let keyboardTop = snapshot.app?.screen.keyboard?.y ?? .infinity
        let lift = style == .compact ? max(0, device.compactFrame.y - keyboardTop) : 0
        var images = ImageCache(readFile: readFile)
        // A staged message previewed in the input field makes the bar taller, the transcript shorter.
        var previews = TranscriptPainter(snapshot: snapshot, device: device, images: images)
        let preview = style == .expanded ? nil : snapshot.staged.flatMap { previews.stagedPreview($0) }
        images = previews.images
        let growth = ChromePainter.inputBarHeight(preview: preview) - Device.inputBarHeight
        if style != .expanded {
            var transcript = TranscriptPainter(snapshot: snapshot, device: device, images: images)
            var area = device.transcriptFrame(appStyle: style)
            area.height -= lift + growth
            transcript.draw(on: canvas, in: area)
            images = transcript.images
        }
        let chrome = ChromePainter(device: device, scale: device.scale)
        chrome.drawStatusBarAndHeader(on: canvas, title: headerNames(snapshot, members: members))
        if var bar = device.inputBarFrame(appStyle: style) {
            bar.y -= lift + growth
            bar.height += growth
            chrome.drawInputBar(on: canvas, in: bar, staged: snapshot.staged, preview: preview, images: &images)
        }
        if let app = snapshot.app, let frame = device.extensionFrame(for: app.style) {
            let name = appName ?? Self.shortName(of: app.bundleIdentifier)
            if let picture = extensionPicture?.canvas {
                canvas.draw(picture, in: CGRect(frame))
            } else {
                chrome.drawPlaceholder(on: canvas, in: frame, appName: name, style: app.style)
            }
        }
        if let keyboard = snapshot.app?.screen.keyboard {
            KeyboardPainter(device: device).draw(on: canvas, in: keyboard, keys: snapshot.app?.screen.keyboardKeys ?? .letters)
        }
        chrome.drawHomeIndicator(on: canvas)
        return canvas
    }

    /// `render(...)` as PNG bytes.
    public func pngData(_ snapshot: PhoneSnapshot, on device: Device, extensionPicture: ExtensionPicture? = nil,
                        appName: String? = nil, members: [String]? = nil) -> Data {
        render(snapshot, on: device, extensionPicture: extensionPicture, appName: appName, members: members).pngData()
    }

    /// The names the header shows, in order.
    func headerNames(_ snapshot: PhoneSnapshot, members: [String]?) -> [String] {
        if let members { return members }
        let known = snapshot.identifiers.names.filter { $0 != snapshot.name }
        if !known.isEmpty { return known }
        var senders: [String] = []
        for item in snapshot.transcript where item.senderName != snapshot.name && !senders.contains(item.senderName) {
            senders.append(item.senderName)
        }
        if !senders.isEmpty { return senders }
        return snapshot.conversation.isEmpty ? [] : [snapshot.conversation]
    }

    /// `com.example.IceCreamBuilder.MessagesExtension` → `IceCreamBuilder`.
    static func shortName(of bundleIdentifier: String) -> String {
        let parts = bundleIdentifier.split(separator: ".").map(String.init)
        let meaningful = parts.last { !["MessagesExtension", "extension", "Extension", "messages"].contains($0) }
        return meaningful ?? bundleIdentifier
    }
}

/// Decoded bubble images, each file read once per picture.
struct ImageCache {
    let readFile: @Sendable (String) -> Data?
    private var decoded: [String: Canvas?] = [:]

    init(readFile: @escaping @Sendable (String) -> Data?) {
        self.readFile = readFile
    }

    /// The PNG at `path`, decoded; nil when it cannot be read or is not a PNG (JPEG and GIF are not drawn).
    mutating func image(at path: String?) -> Canvas? {
        guard let path else { return nil }
        if let known = decoded[path] { return known }
        let canvas = readFile(path).flatMap { Canvas.decode(png: $0) ?? Canvas.decode(jpeg: $0) }
        decoded[path] = canvas
        return canvas
    }
}
