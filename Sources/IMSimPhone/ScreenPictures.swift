import Foundation
import IMSimCore
import IMSimModel
import IMSimGraphics
import IMSimScreen
import Logging
import Synchronization

/// Draws a phone's pictures. A picture asked for `later` is drawn and written on a queue of its own
/// while the phone goes on with the run: only capturing what is on screen (the snapshot, the
/// extension's pixels) has to happen at its moment. Pictures are written in the order asked for, so
/// a repeat of the previous picture is made after it; `finish()` waits for them all.
package final class ScreenPictures: Sendable {
    /// What one picture shows, captured at its moment.
    package struct Capture: Sendable {
        let path: String
        let snapshot: PhoneSnapshot
        let device: Device
        /// Where the extension's part of the picture comes from.
        let extensionPicture: ExtensionPictureSource
        let appName: String?
        let members: [String]

        package init(path: String, snapshot: PhoneSnapshot, device: Device, extensionPicture: ExtensionPictureSource,
                     appName: String?, members: [String]) {
            self.path = path
            self.snapshot = snapshot
            self.device = device
            self.extensionPicture = extensionPicture
            self.appName = appName
            self.members = members
        }
    }

    private let queue = DispatchQueue(label: "imsim.phone.pictures", qos: .utility)
    private let kept = Kept()
    private let logger: Logger
    /// The files extensions paint into, given back here once drawn from; nil: each picture's own
    /// file, removed once read.
    private let files: ExtensionPictureFiles?

    /// What one picture leaves for the next; used on `queue` only.
    private final class Kept: @unchecked Sendable {
        /// The last picture's PNG, whose unchanged bands the next one takes (it holds its canvas).
        var lastEncoding: PNGEncoding?
        /// What the last picture was drawn from.
        var lastDrawn: ScreenDamage.Drawn?
        /// The canvas of the picture before the last, drawn over whole by the next that is not drawn
        /// over the last in the rows it changes.
        var spareCanvas: Canvas?
        /// What the open extension drew last (its file, mapped), for a picture in which its views look the same.
        var extensionPicture: Canvas?
        /// The file of `files` it maps, given back when another replaces it.
        var extensionFile: String?
        /// The last picture's small picture, if it was made (nil after a picture without one).
        var lastSmall: SmallPicture?
    }

    /// Set (`IMSIM_VERIFY_SCREEN_MEMO`, as imsim's own tests do): a picture drawn only in the rows it
    /// changes is drawn whole again and encoded afresh, and both must be the same, or the process
    /// stops naming it.
    private static let verifies = ProcessInfo.processInfo.environment["IMSIM_VERIFY_SCREEN_MEMO"].map { !$0.isEmpty && $0 != "0" } ?? false

    package init(logger: Logger, files: ExtensionPictureFiles? = nil) {
        self.logger = logger
        self.files = files
    }

    /// Draws `capture` now, or `later` (a step's picture, which also gets the report's small picture).
    package func draw(_ capture: Capture, later: Bool) {
        if later { queue.async { self.write(capture, small: true) } } else { queue.sync { self.write(capture, small: false) } }
    }

    /// Makes `path` the picture at `previous` (a link, or a copy where links are refused), and its
    /// small picture the previous one's.
    package func repeatPicture(at path: String, of previous: String) {
        queue.async {
            for (from, to) in [(previous, path), (PicturePaths.small(of: previous), PicturePaths.small(of: path))] {
                if (try? FileManager.default.linkItem(atPath: from, toPath: to)) == nil {
                    try? FileManager.default.copyItem(atPath: from, toPath: to)
                }
            }
        }
    }

    /// Returns once every picture asked for is written.
    package func finish() {
        queue.sync {}
    }

    /// Draws and writes one picture, and with `small` the report's small picture of it; on `queue` only.
    private func write(_ capture: Capture, small: Bool) {
        var replacedFile: String?
        if case let .file(path) = capture.extensionPicture {
            let file = files?.take(path)
            kept.extensionPicture = Self.mapExtensionPicture(at: file ?? path, removing: file == nil)
            replacedFile = kept.extensionFile
            kept.extensionFile = file
        }
        let extensionPicture = capture.extensionPicture == .none ? nil : kept.extensionPicture
        let drawn = ScreenDamage.Drawn(capture.snapshot, on: capture.device, extensionPicture: extensionPicture,
                                       appName: capture.appName, members: capture.members)
        let changedRows = kept.lastDrawn.flatMap { ScreenDamage.rows(from: $0, to: drawn) }
        let renderer = PhoneScreenRenderer()
        func render(reusing canvas: Canvas?, onlyRows rows: Range<Int>?) -> Canvas {
            renderer.render(capture.snapshot, on: capture.device, extensionPicture: extensionPicture.map(ExtensionPicture.canvas),
                            appName: capture.appName, members: capture.members, reusing: canvas, onlyRows: rows)
        }
        let encoding: PNGEncoding
        if let last = kept.lastEncoding, let changedRows {
            // The last picture's canvas, drawn over where this one differs.
            let canvas = render(reusing: last.canvas, onlyRows: changedRows)
            if Self.verifies {
                let whole = render(reusing: nil, onlyRows: nil)
                precondition(whole.differingRows(from: canvas) == nil,
                             "imsim: \(capture.path) drawn in rows \(changedRows) differs from the picture drawn whole")
            }
            encoding = canvas.pngEncoding(after: last, changedRows: changedRows)
            if Self.verifies { precondition(encoding.png == canvas.pngData(), "imsim: the PNG of \(capture.path) took bands that changed") }
        } else {
            let canvas = render(reusing: kept.spareCanvas, onlyRows: nil)
            encoding = canvas.pngEncoding(after: kept.lastEncoding)
            kept.spareCanvas = kept.lastEncoding?.canvas
        }
        // Read no more (the old picture was compared with the new): the extension may paint into it again.
        if let replacedFile { files?.release(replacedFile) }
        kept.lastEncoding = encoding
        kept.lastDrawn = drawn
        let canvas = encoding.canvas
        let png = encoding.png
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: capture.path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try RemakeableFile.write(png, to: capture.path)
        } catch {
            self.logger.error("cannot write the screenshot \(capture.path): \(error)")
        }
        // From the pixels at hand: a report would otherwise decode the PNG again to make it; the
        // rows the PNG took from the last picture are those of its small picture too.
        let smallPicture = small ? SmallPicture(of: canvas, width: PicturePaths.smallWidth, after: kept.lastSmall,
                                                unchangedRows: encoding.unchangedRows) : nil
        kept.lastSmall = smallPicture
        if let jpeg = smallPicture?.jpeg {
            let path = PicturePaths.small(of: capture.path)
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try RemakeableFile.write(jpeg, to: path)
            } catch {
                self.logger.error("cannot write the small picture \(path): \(error)")
            }
        }
    }

    /// The extension's picture at `path`, mapped once the extension has written it all (it holds a
    /// lock on the file until then, and the lock goes with its process if it dies); with `removing`,
    /// the file is removed.
    private static func mapExtensionPicture(at path: String, removing: Bool) -> Canvas? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer {
            if removing { unlink(path) }
            close(descriptor)
        }
        // A signal (a child ending) interrupts the wait: wait again, or the picture is read half painted.
        while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
        return Canvas.mapRawPixels(descriptor: descriptor)
    }
}
