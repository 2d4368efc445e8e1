import Foundation
import IMSimCore

/// Files a command names (`pick-photo beach.jpg`), found from a folder (the scenario's, or the
/// console's working directory) before the command is sent, so that a missing one is named where it
/// is written and the phone gets an absolute path.
public enum CommandFiles {
    public static func resolving(_ command: Command, from folder: String) throws(CommandSyntaxError) -> Command {
        guard case .gesture(.pickPhoto(let path)) = command else { return command }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
            .standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CommandSyntaxError("no photo `\(path)`: looked for \(absolute); `pick-photo` takes a PNG or JPEG file "
                + "(a path from the scenario's folder)")
        }
        return .gesture(.pickPhoto(absolute))
    }
}
