/// How the person typed the command that runs this process, for hints and banners: `imsim` for
/// imsim's own, `swift run Simulator` for a package's executable run from its `.build` folder, else
/// the executable's file name.
public enum ExecutableName {
    public static var invocation: String { invocation(argumentZero: CommandLine.arguments.first ?? "imsim") }

    /// The file name alone, for usage lines: `imsim`, `Simulator`.
    public static var fileName: String { fileName(argumentZero: CommandLine.arguments.first ?? "imsim") }

    static func fileName(argumentZero: String) -> String {
        let name = argumentZero.split(separator: "/").last.map(String.init) ?? "imsim"
        // imsim's tests run its code inside xctest: as imsim.
        return name.isEmpty || name == "xctest" || name.hasSuffix(".xctest") ? "imsim" : name
    }

    public static func invocation(argumentZero: String) -> String {
        let name = fileName(argumentZero: argumentZero)
        guard name != "imsim" else { return name }
        return argumentZero.split(separator: "/").contains(".build") ? "swift run \(name)" : name
    }
}
