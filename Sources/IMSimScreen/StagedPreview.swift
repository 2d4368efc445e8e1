import Foundation
import IMSimGraphics

/// A staged message's preview in the input field: its size as the transcript would draw it, and
/// how to draw it with its top left corner at a point (the input field draws it smaller).
struct StagedPreview {
    let size: CGSize
    let draw: (Canvas, CGPoint) -> Void
}
