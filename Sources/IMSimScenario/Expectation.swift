import Foundation
import IMSimCore

/// One thing a participant's phone must show, checked by `ExpectationChecker` against a `PhoneSnapshot`.
public struct Expectation: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The running app's presentation style; nil: the app drawer is closed (YAML `closed`).
        case style(PresentationStyle?)
        /// The type name of the visible view controller (`ScreenSnapshot.visibleController`).
        case controller(String)
        /// The whole transcript, oldest first: as many items, each matching in order.
        case transcript([BubbleExpectation])
        /// What is staged in the input field; nil: nothing (YAML `none`).
        case staged(BubbleExpectation?)
        /// The phone's whole lifecycle trace, across launches, in order.
        case lifecycle([String])
        /// The rows of the visible table, in order (`ScreenSnapshot.tableRows`).
        case table([String])
        /// The items of the visible collection views, in order (`ScreenSnapshot.collectionItems`).
        case collection([String])
        /// The section headers and rows of the visible table, in order, each row with the fields given.
        case tableRows([TableEntryExpectation])
        /// Each text is on screen: an element's text, identifier or placeholder, or the alert's
        /// title, message, a field's text or an action's title.
        case screenContains([String])
        /// The title of the presented alert; nil: no alert (YAML `none`).
        case alert(String?)
        /// The conversation on screen, whose transcript and input field the other keys check.
        case conversation(String)
        /// These items, in this order, with any others between (`transcript-contains`).
        case transcriptContains([BubbleExpectation])
        /// None of these: no transcript item or staged message matches a bubble, and a text is on no
        /// bubble, text message or the screen (`absent`). Checked when the cast is quiet, so it can fail.
        case absent([AbsentItem])
        /// The visible controller's `preferredContentSize` (YAML `320x150`).
        case preferredSize(ContentSize)
        /// The phone's whole timeline, across launches: callbacks, and what the app logged
        /// (`Logger`, `os_log`) written `log: MESSAGE`, in order.
        case timeline([String])
        /// Only what the app logged, across launches, in order.
        case log([String])
        /// The phone's picture matches `__snapshots__/NAME.png` beside the scenario. Checked by the
        /// runner, which takes the picture (`ExpectationChecker` ignores it).
        case snapshot(SnapshotExpectation)
        /// Each element named (text, identifier, placeholder or value, as `screen-contains` reads) is on
        /// screen and nothing keeps a finger or an eye from it (`ScreenElement.obstruction`).
        case visible([String])
        /// Each element named is absent, or something keeps a finger from it.
        case notVisible([String])
        /// Each control named is on screen and enabled (`enabled`) or not enabled (`disabled`).
        case enabled([String])
        case disabled([String])
        /// Exactly these labels are truncated (their text does not fit); empty: none (YAML `none`).
        case truncated([String])
        /// The constraints UIKit broke because they could not be satisfied, across launches, each
        /// found by a part of its description (its identifier, say); none when empty.
        case unsatisfiableConstraints([String])

        /// The YAML key that writes this kind.
        public var key: String {
            switch self {
            case .style: "style"
            case .controller: "controller"
            case .transcript: "transcript"
            case .staged: "staged"
            case .lifecycle: "lifecycle"
            case .table: "table"
            case .collection: "collection"
            case .tableRows: "table-rows"
            case .screenContains: "screen-contains"
            case .alert: "alert"
            case .conversation: "conversation"
            case .transcriptContains: "transcript-contains"
            case .absent: "absent"
            case .preferredSize: "preferred-size"
            case .timeline: "timeline"
            case .log: "log"
            case .snapshot: "snapshot"
            case .visible: "visible"
            case .notVisible: "not-visible"
            case .enabled: "enabled"
            case .disabled: "disabled"
            case .truncated: "truncated"
            case .unsatisfiableConstraints: "unsatisfiable-constraints"
            }
        }

        /// Every expectation key, in the order the documentation lists them.
        public static let keys = ["conversation", "style", "controller", "transcript", "staged", "lifecycle", "table",
                                  "collection", "table-rows", "screen-contains", "alert", "transcript-contains", "absent",
                                  "preferred-size", "timeline", "log", "snapshot", "visible", "not-visible", "enabled",
                                  "disabled", "truncated", "unsatisfiable-constraints"]

        /// Whether the runner checks it against a picture of the screen rather than the snapshot.
        public var needsPicture: Bool { if case .snapshot = self { true } else { false } }

        /// Whether it reads a phone's history (its whole transcript, lifecycle or timeline), not only
        /// what is on screen now.
        public var readsHistory: Bool {
            switch self {
            case .transcript, .transcriptContains, .absent, .lifecycle, .timeline, .log, .unsatisfiableConstraints: true
            default: false
            }
        }
    }

    /// Where the expectation's key is written.
    public var location: SourceLocation
    public var kind: Kind

    public init(location: SourceLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }
}

/// `snapshot: NAME`, with `precision` and `tolerance` beside it in the same `expect`.
public struct SnapshotExpectation: Equatable, Sendable {
    /// The reference's name: `__snapshots__/NAME.png` beside the scenario file.
    public var name: String
    /// The fraction of pixels that must match, in (0, 1]; 1: every pixel.
    public var precision: Double
    /// How far apart two pixels' channels may be (0...255) and still match.
    public var tolerance: Int

    public init(name: String, precision: Double = 1, tolerance: Int = 0) {
        self.name = name
        self.precision = precision
        self.tolerance = tolerance
    }

    /// The reference's path for a scenario read from `scenarioFile`.
    public func referencePath(scenarioFile: String) -> String {
        let folder = (scenarioFile as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + "__snapshots__/" + name + ".png"
    }
}

/// Names of pictures (`screenshot NAME`, `snapshot: NAME`): plain file names, without `.png`.
public enum PictureName {
    /// Why `name` cannot name a picture, or nil.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.utf8.count > 100 { return "is longer than 100 bytes" }
        if name.hasPrefix(".") || name.hasPrefix("-") { return "starts with `\(name.first!)`" }
        if name.lowercased().hasSuffix(".png") { return "ends with .png, which imsim adds" }
        if let bad = name.unicodeScalars.first(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || $0 == "-" || $0 == "_" || $0 == ".")) }) {
            return "contains `\(bad.escaped(asASCII: true))`; use letters, digits, `-`, `_` and `.`"
        }
        return nil
    }
}
