import Foundation
internal import IMSimGraphics

/// What a `UIGraphicsImageRenderer` recorded, to be turned into pixels later, on one thread at a
/// time: nothing draws into the recording any more, so it can leave the main thread.
package final class RecordedDrawing: @unchecked Sendable {
    private let recording: Canvas

    init(recording: Canvas) {
        self.recording = recording
    }

    /// The pixels, uncompressed (`Canvas.writeRawPixels(to:)`), written to `file` for another process.
    package func writeRawPixels(to file: FileHandle) throws {
        try recording.rasterized().writeRawPixels(to: file)
    }
}
