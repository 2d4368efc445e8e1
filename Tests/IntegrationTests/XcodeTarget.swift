import Foundation

/// An iMessage extension's files as an Xcode 26 target holds them: Swift 5 style (a global `var`, a
/// shared instance), `import os.log` and `os_log`, a `Logger`, a delegate protocol of the app's own adopted
/// by the principal controller, the Info.plist naming its main storyboard, and that storyboard. It does
/// what the starter's extension does, so the starter's scenarios hold for it. A SwiftUI screen in today's
/// style (an `@Observable` model, `@Bindable`, an `ObservableObject`, `Task { try await ... }`) must build
/// in the same Swift 5, main-actor-by-default mode without a warning.
enum XcodeTarget {
    static func write(into folder: String) throws {
        let manager = FileManager.default
        try manager.removeItem(atPath: folder + "/MessagesViewController.swift")
        try manager.removeItem(atPath: folder + "/Info.plist")
        try manager.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        for (name, text) in [("MessagesViewController.swift", controller), ("GreetingCard.swift", card), ("TallyCard.swift", swiftUICard),
                             ("Info.plist", infoPlist), ("Base.lproj/MainInterface.storyboard", storyboard)] {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    static let controller = """
        import UIKit
        import Messages
        import os.log

        class MessagesViewController: MSMessagesAppViewController, GreetingCardDelegate {
            let card = GreetingCard()

            override func viewDidLoad() {
                super.viewDidLoad()
                card.delegate = self
                os_log("viewDidLoad, %d greetings so far", log: .default, type: .info, greetingsSent)
            }

            override func willBecomeActive(with conversation: MSConversation) {
                super.willBecomeActive(with: conversation)
                show(for: presentationStyle)
            }

            override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
                super.willTransition(to: presentationStyle)
                show(for: presentationStyle)
            }

            func show(for style: MSMessagesAppPresentationStyle) {
                for child in children {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
                let controller: UIViewController
                if style == .compact {
                    controller = CompactViewController { [weak self] in self?.requestPresentationStyle(.expanded) }
                } else {
                    controller = ExpandedViewController { [weak self] in self?.card.send() }
                }
                addChild(controller)
                controller.view.frame = view.bounds
                view.addSubview(controller.view)
                controller.didMove(toParent: self)
            }

            // MARK: GreetingCardDelegate

            func greetingCard(_ card: GreetingCard, wantsToSend caption: String) {
                guard let conversation = activeConversation else { return }
                let layout = MSMessageTemplateLayout()
                layout.caption = caption
                let message = MSMessage(session: MSSession())
                message.layout = layout
                var components = URLComponents()
                components.queryItems = [URLQueryItem(name: "greeting", value: "hello")]
                message.url = components.url
                conversation.insert(message) { error in
                    if let error = error { os_log("insert failed: %@", type: .error, error.localizedDescription) }
                }
                greetingsSent += 1
                dismiss()
            }
        }

        """

    static let card = """
        import Foundation
        import os

        var greetingsSent = 0

        protocol GreetingCardDelegate: AnyObject {
            func greetingCard(_ card: GreetingCard, wantsToSend caption: String)
        }

        class GreetingCard {
            static let log = Logger(subsystem: "com.example.GroupPoll", category: "card")
            weak var delegate: GreetingCardDelegate?

            func send() {
                GreetingCard.log.info("sending")
                delegate?.greetingCard(self, wantsToSend: "Hello!")
            }
        }

        """

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Poll from Xcode</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionMainStoryboard</key>
        \t\t<string>MainInterface</string>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>com.apple.message-payload-provider</string>
        \t</dict>
        </dict>
        </plist>

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ObA-dk-sSI">
            <scenes>
                <scene sceneID="7MM-of-jgj">
                    <objects>
                        <viewController id="ObA-dk-sSI" customClass="MessagesViewController" customModule="GroupPollExtension" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="zMn-AG-sqS"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let swiftUICard = """
        import Combine
        import SwiftUI

        @Observable
        final class TallyModel {
            var votes = 0
            var voters: [String] = []
        }

        final class LegacyTally: ObservableObject {
            @Published var opened = 0
        }

        struct TallyCard: View {
            @Bindable var model: TallyModel
            @StateObject private var legacy = LegacyTally()
            @State private var note = ""
            @State private var confirming = false
            let send: () async throws -> Void

            var body: some View {
                NavigationStack {
                    List {
                        Section("Votes") {
                            ForEach(model.voters, id: \\.self) { Text($0) }
                            Stepper("Votes: \\(model.votes)", value: $model.votes, in: 0...10)
                            TextField("Note", text: $note)
                        }
                    }
                    .navigationTitle("Tally")
                    Button("Send") { confirming = true }
                        .buttonStyle(.borderedProminent)
                        .alert("Send the tally?", isPresented: $confirming) {
                            Button("Send") { Task { try await send() } }
                            Button("Cancel", role: .cancel) {}
                        }
                }
                .task { legacy.opened += 1 }
            }
        }

        func makeTallyController(send: @escaping () async throws -> Void) -> UIViewController {
            let controller = UIHostingController(rootView: TallyCard(model: TallyModel(), send: send))
            controller.sizingOptions = .preferredContentSize
            return controller
        }
        """
}
