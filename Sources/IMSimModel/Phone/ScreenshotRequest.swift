/// A picture of the phone's screen asked for while an extension is open: the extension draws its
/// view into `picture` first, then the phone draws the whole screen into `path`.
struct ScreenshotRequest: Equatable, Sendable {
    let path: String
    /// A run's step picture: drawn while the phone goes on.
    var later = false

    /// Where the extension draws its view: beside the screenshot, removed once it is drawn.
    var picture: String { path + ".extension.pixels" }
}
