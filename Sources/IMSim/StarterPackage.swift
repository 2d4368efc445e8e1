import Foundation
import IMSimModel

/// The files of a package `imsim init NAME` writes: an extension written as for iOS (compact and
/// expanded screens, `import Messages` and `UIKit` only), an executable that registers it with
/// `IMSim.main(apps:)`, two scenarios (one declares where and how it fails, and fails so) and a README. Pure.
struct StarterPackage {
    /// The package's name as given.
    let name: String
    /// Absolute path of the imsim checkout the package depends on.
    let imsimPath: String

    /// `name` as a Swift identifier: letters and digits only, not starting with a digit.
    var module: String {
        let kept = name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }
        let text = String(String.UnicodeScalarView(kept))
        return text.first.map { $0.isLetter } == true ? text : "App" + text
    }

    /// The app's key in scenarios.
    var key: String { module.lowercased() }

    /// SwiftPM names a path dependency by its folder's name.
    var imsimIdentity: String { URL(fileURLWithPath: imsimPath).lastPathComponent.lowercased() }

    /// Relative path and contents of every file.
    var files: [(path: String, contents: String)] {
        [("Package.swift", packageManifest),
         ("Sources/\(module)Extension/MessagesViewController.swift", messagesViewController),
         ("Sources/\(module)Extension/Screens.swift", screens),
         ("Sources/\(module)Extension/Info.plist", infoPlist),
         ("Sources/Simulator/main.swift", main),
         ("Tests/\(module)ExtensionTests/\(module)ExtensionTests.swift", unitTest),
         ("scenarios/hello.yaml", scenario(name: "Kate says hello", expectedCaption: "Hello!", outcome: nil)),
         ("scenarios/failing/goodbye.yaml", scenario(name: "John hears goodbye (wrong)", expectedCaption: "Goodbye!",
                                                     outcome: #"{fail: {line: 19, message: "John's transcript differs"}}  # the extension says Hello!, not Goodbye!"#)),
         ("README.md", readme),
         (".gitignore", ".build/\n.imsim/\nPackage.resolved\n")]
    }

    var packageManifest: String {
        """
        // swift-tools-version:6.2
        import Foundation
        import PackageDescription

        /// What an Xcode target holds beside its sources and SwiftPM does not build (Info.plist, storyboards,
        /// asset catalogs, entitlements): left out, so no file is "unhandled".
        func xcodeFiles(of target: String) -> [String] {
            let folder = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Sources/" + target)
            let kinds: Set<String> = ["plist", "storyboard", "xib", "lproj", "xcassets", "entitlements", "strings", "xcprivacy"]
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { kinds.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
        }

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v14)],
            dependencies: [
                // imsim: the Messages, UIKit, SwiftUI and os modules, and the simulator's command line.
                .package(path: "\(imsimPath)"),
            ],
            targets: [
                // The iMessage extension, written as for iOS and built as a new Xcode 26 extension target is:
                // Swift 5 language mode, main actor by default.
                .target(name: "\(module)Extension", dependencies: [
                    .product(name: "Messages", package: "\(imsimIdentity)"),
                    .product(name: "UIKit", package: "\(imsimIdentity)"),
                    // Screens in SwiftUI, hosted by UIHostingController (and Combine's ObservableObject).
                    .product(name: "SwiftUI", package: "\(imsimIdentity)"),
                    .product(name: "Combine", package: "\(imsimIdentity)"),
                    .product(name: "UniformTypeIdentifiers", package: "\(imsimIdentity)"),
                    .product(name: "os", package: "\(imsimIdentity)"),
                    .product(name: "OSLog", package: "\(imsimIdentity)"),
                ], exclude: xcodeFiles(of: "\(module)Extension"),
                swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
                // `swift run Simulator run scenarios/`: imsim with this extension installed.
                .executableTarget(name: "Simulator", dependencies: [
                    "\(module)Extension",
                    .product(name: "IMSim", package: "\(imsimIdentity)"),
                ]),
                // `swift test`: the extension's view controller against a conversation, in the test's process.
                .testTarget(name: "\(module)ExtensionTests", dependencies: [
                    "\(module)Extension",
                    .product(name: "MessagesTesting", package: "\(imsimIdentity)"),
                ]),
            ]
        )

        """
    }

    /// A unit test of the principal controller with `MessagesTestStore`, every event asserted.
    var unitTest: String {
        """
        import Messages
        import MessagesTesting
        import XCTest
        @testable import \(module)Extension

        /// The extension's view controller against a conversation, in this test's process (`swift test`):
        /// every callback, request and message is asserted in order; one left out fails the test with a diff.
        @MainActor
        final class \(module)ExtensionTests: XCTestCase {
            func testKateSaysHelloToJohn() async {
                let store = MessagesTestStore(me: "Kate", others: ["John"]) { MessagesViewController() }
                await store.open()
                store.expect(["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]
                    .map(MessagesEvent.callback))
                await store.tap("Start")
                store.expect(.requestedStyle(.expanded), .callback("willTransition(expanded)"), .callback("didTransition(expanded)"))
                await store.tap("Send hello")
                let hello = MessagesEvent.Message(caption: "Hello!", url: "?greeting=hello")
                store.expect(.staged(hello), .requestedDismiss,
                             .callback("viewWillDisappear"), .callback("viewDidDisappear"),
                             .callback("willResignActive"), .callback("didResignActive"))
                await store.pressSend()
                store.expect(.sent(hello, to: ["John"]))
                store.phone("John").expect(.received(hello, from: "Kate"))
                store.finish()
            }
        }

        """
    }

    var main: String {
        """
        import Foundation
        import IMSim
        import \(module)Extension

        /// The extension's folder: its Info.plist names the principal class, and the bundle identifier
        /// and display name when it writes them out (these stand in for Xcode's build settings).
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

        IMSim.main(apps: [
            IMSimApp(infoPlist: sources.appendingPathComponent("\(module)Extension/Info.plist").path,
                     bundleIdentifier: "com.example.\(module).MessagesExtension", displayName: "\(name)", key: "\(key)"),
        ])

        """
    }

    /// As an Xcode iMessage extension target's, naming the principal class instead of a storyboard.
    var infoPlist: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>\(xmlEscaped(name))</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>com.apple.message-payload-provider</string>
        \t\t<key>NSExtensionPrincipalClass</key>
        \t\t<string>$(PRODUCT_MODULE_NAME).MessagesViewController</string>
        \t</dict>
        </dict>
        </plist>

        """
    }

    private func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    var messagesViewController: String {
        """
        import Messages
        import UIKit

        /// The principal class: the compact screen offers to start, the expanded one sends a message.
        class MessagesViewController: MSMessagesAppViewController {
            override func willBecomeActive(with conversation: MSConversation) {
                super.willBecomeActive(with: conversation)
                show(for: presentationStyle)
            }

            override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
                super.willTransition(to: presentationStyle)
                show(for: presentationStyle)
            }

            private func show(for style: MSMessagesAppPresentationStyle) {
                for child in children {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
                let controller: UIViewController
                if style == .compact {
                    controller = CompactViewController { [weak self] in self?.requestPresentationStyle(.expanded) }
                } else {
                    controller = ExpandedViewController { [weak self] in self?.sendHello() }
                }
                addChild(controller)
                controller.view.frame = view.bounds
                controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(controller.view)
                controller.didMove(toParent: self)
            }

            private func sendHello() {
                guard let conversation = activeConversation else { return }
                let layout = MSMessageTemplateLayout()
                layout.caption = "Hello!"
                let message = MSMessage(session: MSSession())
                message.layout = layout
                var components = URLComponents()
                components.queryItems = [URLQueryItem(name: "greeting", value: "hello")]
                message.url = components.url
                conversation.insert(message) { error in
                    if let error { print("insert failed: \\(error)") }
                }
                dismiss()
            }
        }

        """
    }

    var screens: String {
        """
        import UIKit

        /// The compact screen: one button that asks for the expanded one.
        class CompactViewController: UIViewController {
            private let onStart: () -> Void

            init(onStart: @escaping () -> Void) {
                self.onStart = onStart
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(type: .system)
                button.setTitle("Start", for: .normal)
                button.addAction(UIAction { [weak self] _ in self?.onStart() }, for: .touchUpInside)
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                NSLayoutConstraint.activate([
                    button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    button.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
                ])
            }
        }

        /// The expanded screen: a title and a button that sends the greeting.
        class ExpandedViewController: UIViewController {
            private let onSend: () -> Void

            init(onSend: @escaping () -> Void) {
                self.onSend = onSend
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

            override func viewDidLoad() {
                super.viewDidLoad()
                let title = UILabel()
                title.text = "Say hello"
                let button = UIButton(type: .system)
                button.setTitle("Send hello", for: .normal)
                button.addAction(UIAction { [weak self] _ in self?.onSend() }, for: .touchUpInside)
                let stack = UIStackView(arrangedSubviews: [title, button])
                stack.axis = .vertical
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                ])
            }
        }

        """
    }

    func scenario(name scenarioName: String, expectedCaption: String, outcome: String?) -> String {
        (outcome.map { "outcome: \($0)\n" } ?? "") + """
        name: \(scenarioName)
        timeout: 2s
        app: \(key)
        cast: [Kate, John]
        steps:
          - Kate: open
          - expect Kate:
              style: compact
              screen-contains: [Start]
          - Kate: tap Start
          - expect Kate:
              style: expanded
              screen-contains: [Say hello, Send hello]
          - Kate: tap "Send hello"
          - expect Kate:
              staged: "Hello!"
          - Kate: send
          - expect John:
              transcript:
                - caption: "\(expectedCaption)"
                  sender: Kate
                  query: [greeting=hello]

        """
    }

    var readme: String {
        """
        # \(name)

        An iMessage app extension, simulated on Linux by imsim (\(imsimPath)).

        Run its scenarios (scenarios/failing/goodbye.yaml declares that it fails at line 19, John's transcript
        differing, and fails so):

        ```sh
        swift run Simulator run scenarios/
        ```

        Unit-test the view controller against a conversation, in one process (`Tests/`, with imsim's
        `MessagesTesting`; change the test with the extension):

        ```sh
        swift test
        ```

        Check scenario files without running them:

        ```sh
        swift run Simulator check scenarios/
        ```

        The extension is in `Sources/\(module)Extension`, written as for iOS (`import Messages`, `import UIKit`);
        `Sources/Simulator/main.swift` registers it with imsim, reading its `Info.plist`.

        Bring an Xcode target by copying its files into `Sources/\(module)Extension/`; Package.swift needs no edit.
        SwiftPM keeps what Package.swift said the first time it read it: once the package has been built, run
        `swift package purge-cache` after copying the files in, or the build may stop at a `.lproj` folder
        ("defaultLocalization not set").
        The target builds as a new Xcode 26 iMessage extension target does: Swift 5 language mode, main actor by
        default; `import os`, `os.log` and `OSLog` work, and Info.plist, storyboards and asset catalogs are left out of the build.

        """
    }
}
