import Messages
import SwiftUI
import UIKit

/// Hosts the gallery and sends what its pages ask to send.
final class GalleryViewController: MSMessagesAppViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let gallery = GalleryScreen { [weak self] caption in
            guard let conversation = self?.activeConversation else { return }
            let layout = MSMessageTemplateLayout()
            layout.caption = caption
            let message = MSMessage()
            message.layout = layout
            try await conversation.insert(message)
        }
        let hosting = UIHostingController(rootView: gallery)
        addChild(hosting)
        hosting.view.frame = view.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
    }
}
