/// How a phone hands an extension process its options (`app`, `socket`, `container`, `attachments`,
/// `parent`, and `participant`, whose phone it is, to name the files it sends): in environment variables, not on its command line, which the extension takes out of its
/// environment before its code runs. So the extension's `CommandLine.arguments` are only the
/// executable and its role, and `UserDefaults` finds no imsim options in its argument domain, as an
/// extension iOS launched finds none; parsing them there also cost every launch a property-list parse
/// of each value.
public enum ExtensionLaunchOptions {
    public static let names: Set<String> = ["app", "socket", "container", "attachments", "parent", "participant"]

    /// `IMSIM_EXTENSION_APP` for `app`.
    public static func variable(_ name: String) -> String { "IMSIM_EXTENSION_" + name.uppercased() }

    /// Sets `options` (by name) in `environment`, the one an extension process is started with.
    public static func set(_ options: [String: String], in environment: inout [String: String]) {
        for (name, value) in options { environment[variable(name)] = value }
    }
}
