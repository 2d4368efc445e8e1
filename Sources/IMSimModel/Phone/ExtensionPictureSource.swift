/// Where the open extension's part of a phone picture comes from.
public enum ExtensionPictureSource: Equatable, Sendable {
    /// No extension picture: none is open, or it could not draw.
    case none
    /// The file the extension just drew its view into.
    case file(String)
    /// The picture the extension drew last: nothing about how its views look changed since.
    case lastDrawn
}
