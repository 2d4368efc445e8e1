import Synchronization

/// A text shaped in a face, at its size's em: HarfBuzz's advances are kept by it, for any thread
/// (every layout pass measures the same words again).
struct ShapedText: Hashable {
    let text: String
    let family: String
    let bold: Bool
    let italic: Bool

    /// The most texts kept; past it, they are all forgotten and kept afresh.
    static let capacity = 20_000
    /// The advances of each text shaped (nil: HarfBuzz could not), in ems.
    static let known = Mutex<[ShapedText: [Double]?]>([:])
}
