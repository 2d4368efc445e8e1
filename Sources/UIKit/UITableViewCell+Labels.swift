import Foundation

/// Where a cell of each style puts its built-in image and labels, as UIKit does: 16 points from the
/// leading edge (after the image), centred vertically; `.subtitle` stacks the detail under the
/// title, `.value1` puts it at the trailing edge, `.value2` gives the title a fixed column.
extension UITableViewCell {
    func placeBuiltInLabels() {
        let content = contentView.bounds
        var x: CGFloat = 16
        if let imageView = madeImageView, let image = imageView.image {
            imageView.frame = CGRect(x: x, y: (content.height - image.size.height) / 2,
                                     width: image.size.width, height: image.size.height)
            x = imageView.frame.maxX + 16
        }
        let trailing = content.width - 16
        let title = madeTextLabel, detail = madeDetailTextLabel
        let titleSize = title?.intrinsicContentSize ?? .zero
        let detailSize = detail?.intrinsicContentSize ?? .zero
        switch style {
        case .default:
            title?.frame = CGRect(x: x, y: (content.height - titleSize.height) / 2, width: max(trailing - x, 0),
                                  height: titleSize.height)
        case .subtitle:
            let top = (content.height - titleSize.height - detailSize.height) / 2
            title?.frame = CGRect(x: x, y: top, width: max(trailing - x, 0), height: titleSize.height)
            detail?.frame = CGRect(x: x, y: top + titleSize.height, width: max(trailing - x, 0), height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, max(trailing - x, 0))
            detail?.frame = CGRect(x: trailing - detailWidth, y: (content.height - detailSize.height) / 2,
                                   width: detailWidth, height: detailSize.height)
            title?.frame = CGRect(x: x, y: (content.height - titleSize.height) / 2,
                                  width: max(trailing - detailWidth - 8 - x, 0), height: titleSize.height)
        case .value2:
            let column: CGFloat = 91
            title?.frame = CGRect(x: x, y: (content.height - titleSize.height) / 2, width: column, height: titleSize.height)
            detail?.frame = CGRect(x: x + column + 6, y: (content.height - detailSize.height) / 2,
                                   width: max(trailing - x - column - 6, 0), height: detailSize.height)
        }
    }
}
