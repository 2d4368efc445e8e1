import Foundation
import Messages
import UIKit

/// The controls screen, embedded as a child navigation controller the way containers are on iOS.
extension MessagesViewController {
    func showControls() {
        guard !children.contains(where: { $0 is UINavigationController }) else { return }
        let navigation = UINavigationController(rootViewController: ControlsViewController())
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}
