import Foundation

extension ConsoleSession {
    /// Why the phone could not write a picture at `path` (a folder, a folder that cannot be made or
    /// written to); nil if it can.
    static func unwritablePicture(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "cannot write the picture to \(path): it is a folder; name a file (`shot.png`)" }
            return FileManager.default.isWritableFile(atPath: path) ? nil : "cannot write the picture to \(path): permission denied"
        }
        // The nearest folder that exists must let the phone make what is missing below it.
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard isFolder.boolValue else { return "cannot write the picture to \(path): \(folder) is not a folder" }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            return "cannot write the picture to \(path): \(folder) cannot be written to"
        }
        return nil
    }
}
