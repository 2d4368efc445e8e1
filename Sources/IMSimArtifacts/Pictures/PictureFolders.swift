import Foundation
import IMSimCore
import IMSimModel

/// Where the pictures a command asks for go, made ready before its phone draws them.
package enum PictureFolders {
    /// `command` with a `screenshot NAME` (a scenario's verb, a console's) placed in the phone's
    /// screens folder; the folder of that picture or of a step's picture made now, since the extension
    /// draws its part beside it before the phone would make it.
    package static func prepare(_ command: Command, artifacts: String, participant: String) -> Command {
        switch command {
        case let .screenshot(path):
            let resolved = PicturePaths.resolve(path, artifacts: artifacts, participant: participant)
            makeFolder(of: resolved)
            return .screenshot(resolved)
        case let .stepPicture(path, _):
            makeFolder(of: path)
            return command
        default:
            return command
        }
    }

    private static func makeFolder(of path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }
}
