import Foundation

/// A phone's step pictures, `screens/NNN-*.png` (three digits or more), by step index (from 0).
struct StepPictureFiles {
    private var files: [Int: String] = [:]

    init(folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".png") {
            let digits = name.prefix { $0.isNumber }
            guard let number = Int(digits), name.dropFirst(digits.count).hasPrefix("-") else { continue }
            files[number - 1] = folder + "/" + name
        }
    }

    var isEmpty: Bool { files.isEmpty }
    subscript(index: Int) -> String? { files[index] }
}
