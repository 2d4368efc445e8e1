import Foundation

/// The file name of a picture or file a phone sends, in the run's `attachments/`: who sent it and
/// what it shows, then a short unique tail (`Kate-Your-turn-3f2a9c1b.png`), so a person can tell the
/// files apart. Only ASCII letters, digits and `-`, whatever the caption holds.
public enum AttachmentName {
    /// `sender` and `caption` as they read; `fileExtension` without its dot (empty for none).
    public static func make(sender: String?, caption: String?, fileExtension: String, unique: UUID = UUID()) -> String {
        let parts = [sender, caption].compactMap { $0.map(safe) }.filter { !$0.isEmpty }
        let stem = (parts.isEmpty ? ["attachment"] : parts).joined(separator: "-")
        let tail = unique.uuidString.prefix(8).lowercased()
        return stem + "-" + tail + (fileExtension.isEmpty ? "" : "." + safe(fileExtension))
    }

    /// Letters and digits kept, every other run of characters one `-`, at most 40 characters.
    static func safe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result += "-"
            }
        }
        result = String(result.prefix(40))
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
