import Foundation
import UIKit

/// A controller whose view is a sticker browser with itself as the data source: subclass it and
/// override `numberOfStickers(in:)` and `stickerBrowserView(_:stickerAt:)`. Main actor only.
@preconcurrency @MainActor
open class MSStickerBrowserViewController: UIViewController, MSStickerBrowserViewDataSource {
    public let stickerSize: MSStickerSize

    public init(stickerSize: MSStickerSize) {
        self.stickerSize = stickerSize
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        stickerSize = .regular
        super.init(coder: coder)
    }

    /// The controller's view.
    open var stickerBrowserView: MSStickerBrowserView {
        view as! MSStickerBrowserView
    }

    open override func loadView() {
        let browser = MSStickerBrowserView(frame: UIScreen.main.bounds, stickerSize: stickerSize)
        view = browser
        browser.dataSource = self
    }

    /// None by default.
    open func numberOfStickers(in stickerBrowserView: MSStickerBrowserView) -> Int {
        0
    }

    /// Must be overridden when `numberOfStickers(in:)` is.
    open func stickerBrowserView(_ stickerBrowserView: MSStickerBrowserView, stickerAt index: Int) -> MSSticker {
        preconditionFailure("\(type(of: self)) must override stickerBrowserView(_:stickerAt:)")
    }
}
