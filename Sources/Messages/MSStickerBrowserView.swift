import Foundation
import UIKit

/// A scrolling grid of stickers from its data source. Headless: one `MSStickerView` a sticker is
/// made as a subview, laid out in rows, so a scenario sees every sticker by its description.
/// The stickers are asked for when the data source is set, on `reloadData()`, and on layout if
/// they have not been yet. Main actor only.
@preconcurrency @MainActor
open class MSStickerBrowserView: UIView {
    public let stickerSize: MSStickerSize
    open weak var dataSource: (any MSStickerBrowserViewDataSource)? {
        didSet { reloadData() }
    }
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero
    private var isLoaded = false

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, stickerSize: .regular)
    }

    public init(frame: CGRect, stickerSize: MSStickerSize) {
        self.stickerSize = stickerSize
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        stickerSize = .regular
        super.init(coder: coder)
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Asks the data source again for its stickers.
    open func reloadData() {
        for view in subviews where view is MSStickerView { view.removeFromSuperview() }
        guard let dataSource else {
            isLoaded = false
            return
        }
        isLoaded = true
        let side = stickerSize.cellSide
        let perRow = max(Int((bounds.width > 0 ? bounds.width : 375) / side), 1)
        for index in 0..<max(dataSource.numberOfStickers(in: self), 0) {
            let sticker = dataSource.stickerBrowserView(self, stickerAt: index)
            let frame = CGRect(x: CGFloat(index % perRow) * side, y: CGFloat(index / perRow) * side, width: side, height: side)
            addSubview(MSStickerView(frame: frame, sticker: sticker))
        }
    }

    /// Loads the stickers if nothing has yet (the data source may have been set before it was ready).
    package func loadStickersIfNeeded() {
        if !isLoaded { reloadData() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadStickersIfNeeded()
    }
}
