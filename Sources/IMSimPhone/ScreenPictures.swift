import Foundation
import IMSimCore
import IMSimGraphics
import IMSimScreen
import Logging
import Synchronization

/// Draws a phone's pictures. A picture asked for `later` is drawn and written on a queue of its own
/// while the phone goes on with the run: only capturing what is on screen (the snapshot, the
/// extension's pixels) has to happen at its moment. Pictures are written in the order asked for, so
/// a repeat of the previous picture is made after it; `finish()` waits for them all.
final class ScreenPictures: Sendable {
    /// What one picture shows, captured at its moment.
    struct Capture: Sendable {
        let path: String
        let snapshot: PhoneSnapshot
        let device: Device
        /// Where the extension's part of the picture comes from.
        let extensionPicture: ExtensionPictureSource
        let appName: String?
        let members: [String]
    }

    private let queue = DispatchQueue(label: "imsim.phone.pictures", qos: .utility)
    /// The last picture's PNG, whose unchanged bands the next one takes; used on `queue` only.
    private let lastEncoding = Mutex<PNGEncoding?>(nil)
    /// The pixels the open extension drew last, for a picture in which its views look the same;
    /// used on `queue` only.
    private let lastExtensionPicture = Mutex<Data?>(nil)
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    func draw(_ capture: Capture, later: Bool) {
        if later { queue.async { self.write(capture) } } else { queue.sync { self.write(capture) } }
    }

    /// Makes `path` the picture at `previous` (a link, or a copy where links are refused).
    func repeatPicture(at path: String, of previous: String) {
        queue.async {
            if (try? FileManager.default.linkItem(atPath: previous, toPath: path)) == nil {
                try? FileManager.default.copyItem(atPath: previous, toPath: path)
            }
        }
    }

    /// Returns once every picture asked for is written.
    func finish() {
        queue.sync {}
    }

    /// Draws and writes one picture; on `queue` only.
    private func write(_ capture: Capture) {
        let drawn: Data? = lastExtensionPicture.withLock { last in
            switch capture.extensionPicture {
            case .none: return nil
            case .lastDrawn: return last
            case let .file(path):
                last = Self.readExtensionPicture(at: path)
                return last
            }
        }
        let picture = drawn.map { data in Canvas.decode(rawPixels: data).map(ExtensionPicture.canvas) ?? .png(data) }
        let canvas = PhoneScreenRenderer().render(capture.snapshot, on: capture.device, extensionPicture: picture,
                                                  appName: capture.appName, members: capture.members)
        let png = lastEncoding.withLock { last in
            let encoding = canvas.pngEncoding(after: last)
            last = encoding
            return encoding.png
        }
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: capture.path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: capture.path))
        } catch {
            self.logger.error("cannot write the screenshot \(capture.path): \(error)")
        }
    }

    /// The extension's picture at `path`, once the extension has written it all (it holds a lock on
    /// the file until then, and the lock goes with its process if it dies); the file is removed.
    private static func readExtensionPicture(at path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { unlink(path) }
        _ = flock(descriptor, LOCK_SH)
        return try? file.readToEnd()
    }
}
