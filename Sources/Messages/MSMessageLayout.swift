import Foundation
import UIKit

/// The abstract base of message layouts.
open class MSMessageLayout: NSObject {
    public override init() { super.init() }
}

/// The standard bubble: an image with captions around it.
open class MSMessageTemplateLayout: MSMessageLayout {
    open var image: UIImage?
    open var mediaFileURL: URL?
    open var imageTitle: String?
    open var imageSubtitle: String?
    open var caption: String?
    open var subcaption: String?
    open var trailingCaption: String?
    open var trailingSubcaption: String?

    public override init() { super.init() }
}

/// A bubble drawn by an instance of the extension in `.transcript` style. Phones without the
/// extension show `alternateLayout`.
open class MSMessageLiveLayout: MSMessageLayout {
    open var alternateLayout: MSMessageTemplateLayout

    public init(alternateLayout: MSMessageTemplateLayout) {
        self.alternateLayout = alternateLayout
        super.init()
    }
}
