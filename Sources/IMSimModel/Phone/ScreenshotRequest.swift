/// A picture of the phone's screen asked for while an extension is open: the extension draws its
/// view into `picture` first, then the phone draws the whole screen into `path`.
struct ScreenshotRequest: Equatable, Sendable {
    let path: String
    /// Where the extension draws its view, removed once it is drawn: in `folder` (the run's folder in
    /// memory, `PictureHandoff`) as the phone's `number`th, or else beside the screenshot.
    let picture: String
    /// A run's step picture: drawn while the phone goes on.
    var later = false

    init(path: String, later: Bool = false, folder: String?, owner: String, number: Int) {
        self.path = path
        self.later = later
        picture = folder.map { "\($0)/\(owner.lowercased())-\(number).pixels" } ?? path + ".extension.pixels"
    }
}
