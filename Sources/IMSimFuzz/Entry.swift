import Foundation

#if FUZZING
/// libFuzzer's entry: the target is named by `IMSIM_FUZZ_TARGET` (see `tools/fuzz`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry as `<module>_main`; it hands over to libFuzzer's driver.
@_cdecl("IMSimFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}

enum FuzzEntry {
    static let target: FuzzTarget = {
        let name = getenv("IMSIM_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("set IMSIM_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue))")
        }
        return target
    }()
}
#else
/// Without the fuzzer: `IMSimFuzz TARGET FILE...` replays inputs (a crash reproduces as a crash).
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: IMSimFuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            target.run(Array(data))
        }
        print("replayed \(arguments.count - 1) inputs on \(target.rawValue)")
    }
}
#endif
