import Foundation
import XcodeFolder

/// The XcodeFolder plugin's tool, run by the build:
///   XcodeFolderTool rewrite ORIGINAL.swift OUTPUT.swift [--context FILE...]
///   XcodeFolderTool connect FOLDER MODULE OUTPUT.swift --swift FILE... --documents FILE...
///                           [--package DIR --declared-in FILE...]
/// Exit status 1 with a message naming the file when a file cannot be read or written.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let verb = arguments.first else { fail("usage: XcodeFolderTool rewrite|connect ...") }
arguments.removeFirst()
switch verb {
case "rewrite":
    guard arguments.count >= 2 else { fail("usage: XcodeFolderTool rewrite ORIGINAL OUTPUT [--context FILE...]") }
    do {
        // The folder's other files name the methods a bare `#selector(name)` may mean.
        let context = arguments.count > 3 && arguments[2] == "--context" ? Array(arguments[3...]) : []
        var known: [String: String] = [:]
        for file in context {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for action in SwiftSourceRewrite(source: text, path: file).actions { known[action.name] = known[action.name] ?? action.selector }
        }
        let source = try String(contentsOfFile: arguments[0], encoding: .utf8)
        try SwiftSourceRewrite(source: source, path: arguments[0], knownSelectors: known).text
            .write(toFile: arguments[1], atomically: true, encoding: .utf8)
    } catch {
        fail("\(arguments[0]): \(error.localizedDescription)")
    }
case "connect":
    guard arguments.count >= 3 else { fail("usage: XcodeFolderTool connect FOLDER MODULE OUTPUT --swift FILE... --documents FILE...") }
    let (folder, module, output) = (arguments[0], arguments[1], arguments[2])
    var lists: [String: [String]] = [:]
    var list = "--documents"
    for argument in arguments.dropFirst(3) {
        if argument.hasPrefix("--") { list = argument; continue }
        lists[list, default: []].append(argument)
    }
    let (swiftFiles, documentFiles) = (lists["--swift"] ?? [], lists["--documents"] ?? [])
    if let package = lists["--package"]?.first,
       let moved = PlannedFolderCheck(plannedFolder: folder, packageDirectory: package).problem(in: lists["--declared-in"] ?? []) {
        FileHandle.standardError.write(Data((moved + "\n").utf8))
        exit(1)
    }
    do {
        let result = try XcodeFolderBuildStep(folder: folder, module: module, swiftFiles: swiftFiles, documentFiles: documentFiles).run()
        for problem in result.problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        try result.source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("\(error)")
    }
default:
    fail("unknown verb '\(verb)': rewrite or connect")
}
