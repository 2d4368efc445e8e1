import Foundation
internal import IMSimGraphics

/// What a `UIGraphicsImageRenderer` recorded, to be turned into pixels later, on one thread at a
/// time: nothing draws into the recording any more, so it can leave the main thread.
package final class RecordedDrawing: @unchecked Sendable {
    private let recording: Canvas

    init(recording: Canvas) {
        self.recording = recording
    }

    /// The pixels, uncompressed, painted straight into `file` (open for reading and writing) as raw
    /// pixels for another process to map (`Canvas.paint(intoRawPixelFile:)`).
    package func paint(intoRawPixelFile file: FileHandle) throws {
        try recording.paint(intoRawPixelFile: file.fileDescriptor)
    }

    /// Makes `file` no raw pixels until painted (`Canvas.unmarkRawPixels(descriptor:)`).
    package static func unmarkRawPixels(_ file: FileHandle) {
        Canvas.unmarkRawPixels(descriptor: file.fileDescriptor)
    }
}
