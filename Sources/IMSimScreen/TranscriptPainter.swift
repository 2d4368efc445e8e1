import Foundation
import IMSimCore
import IMSimGraphics

/// The transcript: items oldest first from the top, scrolled so the newest sits just above the input
/// bar. Only the items that show are laid out.
struct TranscriptPainter {
    let snapshot: PhoneSnapshot
    let device: Device
    var images: ImageCache

    /// An item laid out: its height (sender's name included) and how to draw it with its top at a y.
    private struct Placed {
        var height: Double
        var draw: (Canvas, Double) -> Void
    }

    private var width: Double { device.screenSize.width }
    private var isGroup: Bool {
        Set(snapshot.transcript.map(\.senderName)).subtracting([snapshot.name]).count > 1
            || snapshot.identifiers.names.filter { $0 != snapshot.name }.count > 1
    }

    init(snapshot: PhoneSnapshot, device: Device, images: ImageCache) {
        self.snapshot = snapshot
        self.device = device
        self.images = images
    }

    mutating func draw(on canvas: Canvas, in area: ScreenRect) {
        let items = snapshot.transcript
        var placed: [(entry: Placed, spacing: Double)] = []
        var used = 8.0
        let group = isGroup
        // From the newest up, until the area is full.
        for index in items.indices.reversed() {
            let item = items[index]
            let previous = index > 0 ? items[index - 1] : nil
            let sameSender = previous.map { $0.senderName == item.senderName && $0.kind != .summary } ?? false
            let showsName = group && item.kind != .summary && item.senderName != snapshot.name && !sameSender
            let entry = layOut(item, showsName: showsName)
            let spacing = index == 0 ? 8 : (sameSender && item.kind != .summary ? ScreenStyle.tightSpacing : ScreenStyle.spacing)
            placed.append((entry, spacing))
            used += spacing + entry.height
            if used > area.height { break }
        }
        canvas.saveState()
        canvas.clip(to: CGRect(area))
        var top = area.maxY - used
        for (entry, spacing) in placed.reversed() {
            entry.draw(canvas, top + spacing)
            top += spacing + entry.height
        }
        canvas.restoreState()
    }

    // MARK: Items

    /// A staged message as the input field previews it: its bubble, sticker or picture as the
    /// transcript would draw it (nil for text, which the field shows as typed).
    mutating func stagedPreview(_ item: TranscriptItem) -> StagedPreview? {
        guard item.kind != .text, item.kind != .summary, case let (placed, width)? = content(of: item, sent: true) else { return nil }
        return StagedPreview(size: CGSize(width: width, height: placed.height)) { canvas, origin in
            canvas.saveState()
            canvas.translateBy(x: origin.x, y: origin.y)
            placed.draw(canvas, 0)
            canvas.restoreState()
        }
    }

    /// An item's bubble (or sticker, or picture) and its width; nil for a summary, which has none.
    private mutating func content(of item: TranscriptItem, sent: Bool) -> (Placed, Double)? {
        switch item.kind {
        case .summary: nil
        case .text: textBubble(item.text ?? "", sent: sent)
        case .sticker: sticker(item)
        case .attachment: attachment(item, sent: sent)
        case .bubble: item.live.map(liveBubble) ?? templateBubble(item)
        }
    }

    /// Lays out one item; the spacing above it is added by the caller, at the top of its height.
    private mutating func layOut(_ item: TranscriptItem, showsName: Bool) -> Placed {
        let sent = item.senderName == snapshot.name
        guard case let (body, bodyWidth)? = content(of: item, sent: sent) else {
            let text = textLayout(item.summary ?? item.message.summaryText ?? "", font: ScreenStyle.font(11),
                                  color: ScreenStyle.secondaryText, width: width - 60, alignment: .center)
            return Placed(height: text.size.height + 4) { canvas, top in
                text.draw(on: canvas, at: CGPoint(x: 30, y: top + 2))
            }
        }
        let x = sent ? width - ScreenStyle.margin - bodyWidth : ScreenStyle.margin
        var nameHeight = 0.0
        var name: TextLayout?
        if showsName {
            let label = textLayout(item.senderName, font: ScreenStyle.font(11), color: ScreenStyle.secondaryText,
                                   width: width - 60, maximumLines: 1)
            name = label
            nameHeight = label.size.height + 2
        }
        let drawBody = body.draw
        let bodyHeight = body.height
        return Placed(height: nameHeight + bodyHeight) { canvas, top in
            name?.draw(on: canvas, at: CGPoint(x: x + 12, y: top))
            canvas.saveState()
            canvas.translateBy(x: x, y: top + nameHeight)
            drawBody(canvas, 0)
            canvas.restoreState()
        }
    }

    /// A text message: blue with white text when sent, grey with black text when received.
    private func textBubble(_ text: String, sent: Bool) -> (Placed, Double) {
        let padX = 12.0, padY = 7.0
        let layout = textLayout(text, font: ScreenStyle.font(15), color: sent ? .white : .black,
                                width: ScreenStyle.textBubbleWidth(screen: width) - 2 * padX)
        let size = CGSize(width: max(layout.size.width.rounded(.up) + 2 * padX, 36),
                          height: max(layout.size.height.rounded(.up) + 2 * padY, 34))
        let placed = Placed(height: size.height) { canvas, top in
            canvas.fillColor = sent ? ScreenStyle.sentBubble : ScreenStyle.receivedBubble
            canvas.fillRoundedRect(CGRect(x: 0, y: top, width: size.width, height: size.height),
                                   cornerRadius: min(ScreenStyle.bubbleRadius, size.height / 2))
            layout.draw(on: canvas, at: CGPoint(x: padX, y: top + padY))
        }
        return (placed, size.width)
    }

    /// An interactive message with a template layout (or a live layout's alternate): the image on
    /// top at the bubble's width, with its title and subtitle over it, then the captions.
    private mutating func templateBubble(_ item: TranscriptItem) -> (Placed, Double) {
        let shown = item.message.shownLayout
        let layout = shown?.kind == .live ? shown?.alternate?.first : shown
        let bubbleWidth = ScreenStyle.templateWidth(screen: width)
        let image = images.image(at: layout?.imagePath ?? shown?.imagePath)
        var imageHeight = 0.0
        if let image, image.width > 0, image.height > 0 {
            imageHeight = min((bubbleWidth * Double(image.height) / Double(image.width)).rounded(), bubbleWidth * 1.3)
        } else if layout?.imagePath != nil || layout?.imageTitle != nil || layout?.imageSubtitle != nil {
            imageHeight = (bubbleWidth * 0.6).rounded()   // the image's place, unreadable or still missing
        }
        let imageTitle = layout?.imageTitle.map {
            textLayout($0, font: ScreenStyle.font(15, bold: true), color: .white, width: bubbleWidth - 20, maximumLines: 1)
        }
        let imageSubtitle = layout?.imageSubtitle.map {
            textLayout($0, font: ScreenStyle.font(12), color: .white, width: bubbleWidth - 20, maximumLines: 1)
        }

        // The caption area: caption and subcaption at the left, the trailing ones at the right.
        let pad = 10.0
        let trailing = [layout?.trailingCaption, layout?.trailingSubcaption]
        let trailingLayouts = trailing.enumerated().map { index, text in
            text.map { textLayout($0, font: ScreenStyle.font(index == 0 ? 14 : 12, bold: index == 0),
                                  color: index == 0 ? .black : ScreenStyle.secondaryText,
                                  width: (bubbleWidth - 2 * pad) * 0.4, maximumLines: 1, alignment: .right) }
        }
        let trailingWidth = trailingLayouts.compactMap { $0?.size.width }.max() ?? 0
        let leadingWidth = bubbleWidth - 2 * pad - (trailingWidth > 0 ? trailingWidth + 8 : 0)
        var caption = layout?.caption
        if caption == nil, layout?.subcaption == nil, trailingWidth == 0, imageHeight == 0 {
            caption = item.message.summaryText ?? PhoneScreenRenderer.shortName(of: item.message.bundleIdentifier)
        }
        let captionLayout = caption.map {
            textLayout($0, font: ScreenStyle.font(14, bold: true), color: .black, width: leadingWidth, maximumLines: 2)
        }
        let subcaptionLayout = layout?.subcaption.map {
            textLayout($0, font: ScreenStyle.font(12), color: ScreenStyle.secondaryText, width: leadingWidth, maximumLines: 2)
        }
        let leadingHeight = (captionLayout?.size.height ?? 0) + (subcaptionLayout?.size.height ?? 0)
        let trailingHeight = trailingLayouts.compactMap { $0?.size.height }.reduce(0, +)
        let textHeight = max(leadingHeight, trailingHeight)
        let captionHeight = textHeight > 0 ? (textHeight + 2 * 8).rounded(.up) : 0
        let height = imageHeight + captionHeight

        let placed = Placed(height: height) { canvas, top in
            let bubble = CGRect(x: 0, y: top, width: bubbleWidth, height: height)
            canvas.saveState()
            canvas.beginPath()
            canvas.addRoundedRect(bubble, cornerRadius: ScreenStyle.bubbleRadius)
            canvas.clipToPath()
            canvas.fillColor = ScreenStyle.captionArea
            canvas.fill(rect: bubble)
            if imageHeight > 0 {
                let imageRect = CGRect(x: 0, y: top, width: bubbleWidth, height: imageHeight)
                if let image {
                    // Fills the width; a tall image is cut at its middle.
                    let fullHeight = bubbleWidth * Double(image.height) / Double(image.width)
                    canvas.saveState()
                    canvas.clip(to: imageRect)
                    canvas.draw(image, in: CGRect(x: 0, y: top + (imageHeight - fullHeight) / 2,
                                                  width: bubbleWidth, height: fullHeight))
                    canvas.restoreState()
                } else {
                    canvas.fillColor = ScreenStyle.avatar
                    canvas.fill(rect: imageRect)
                }
                var textBottom = imageRect.maxY - 8
                if let imageSubtitle {
                    textBottom -= imageSubtitle.size.height
                    imageSubtitle.draw(on: canvas, at: CGPoint(x: 10, y: textBottom))
                }
                if let imageTitle {
                    textBottom -= imageTitle.size.height
                    imageTitle.draw(on: canvas, at: CGPoint(x: 10, y: textBottom))
                }
            }
            if captionHeight > 0 {
                let captionTop = top + imageHeight + 8
                var y = captionTop
                if let captionLayout {
                    captionLayout.draw(on: canvas, at: CGPoint(x: pad, y: y))
                    y += captionLayout.size.height
                }
                subcaptionLayout?.draw(on: canvas, at: CGPoint(x: pad, y: y))
                var trailingY = captionTop
                for layout in trailingLayouts.compactMap({ $0 }) {
                    layout.draw(on: canvas, at: CGPoint(x: bubbleWidth - pad - layout.size.width, y: trailingY))
                    trailingY += layout.size.height
                }
            }
            canvas.restoreState()
        }
        return (placed, bubbleWidth)
    }

    /// A live layout as its transcript-style instance sized it: white, with the texts on its screen.
    private func liveBubble(_ live: LiveBubble) -> (Placed, Double) {
        let maxWidth = width - 2 * ScreenStyle.margin - 30
        let factor = live.width > maxWidth ? maxWidth / live.width : 1
        let size = CGSize(width: max((live.width * factor).rounded(), 20), height: max((live.height * factor).rounded(), 20))
        let texts = live.texts.prefix(12).map {
            textLayout($0, font: ScreenStyle.font(13), color: .black, width: size.width - 20, maximumLines: 1)
        }
        let placed = Placed(height: size.height) { canvas, top in
            let bubble = CGRect(x: 0, y: top, width: size.width, height: size.height)
            canvas.saveState()
            canvas.beginPath()
            canvas.addRoundedRect(bubble, cornerRadius: ScreenStyle.bubbleRadius)
            canvas.clipToPath()
            canvas.fillColor = ScreenStyle.liveBubble
            canvas.fill(rect: bubble)
            var y = top + 10
            for text in texts where y + text.size.height <= bubble.maxY - 6 {
                text.draw(on: canvas, at: CGPoint(x: 10, y: y))
                y += text.size.height + 2
            }
            canvas.restoreState()
            canvas.strokeColor = ScreenStyle.hairline
            canvas.lineWidth = 1
            canvas.beginPath()
            canvas.addRoundedRect(bubble.insetBy(dx: 0.5, dy: 0.5), cornerRadius: ScreenStyle.bubbleRadius)
            canvas.strokePath()
        }
        return (placed, size.width)
    }

    /// A sticker: its image without a bubble, a third of its pixels (as at @3x), at most 150 points.
    private mutating func sticker(_ item: TranscriptItem) -> (Placed, Double) {
        let image = images.image(at: item.message.content.filePath)
        var size = CGSize(width: 120, height: 120)
        if let image, image.width > 0, image.height > 0 {
            let factor = min(150 / Double(max(image.width, image.height)), 1.0 / 3.0)
            size = CGSize(width: (Double(image.width) * factor).rounded(), height: (Double(image.height) * factor).rounded())
        }
        let label = textLayout(item.filename ?? "Sticker", font: ScreenStyle.font(12), color: ScreenStyle.secondaryText,
                               width: size.width - 12, maximumLines: 3, alignment: .center)
        let placed = Placed(height: size.height) { canvas, top in
            let rect = CGRect(x: 0, y: top, width: size.width, height: size.height)
            if let image {
                canvas.draw(image, in: rect)
            } else {
                canvas.fillColor = ScreenStyle.extensionPlaceholder
                canvas.fillRoundedRect(rect, cornerRadius: 12)
                label.draw(on: canvas, at: CGPoint(x: 6, y: rect.midY - label.size.height / 2))
            }
        }
        return (placed, size.width)
    }

    /// An attachment: an image shown at the bubble's width, or a file bubble with its name.
    private mutating func attachment(_ item: TranscriptItem, sent: Bool) -> (Placed, Double) {
        let bubbleWidth = ScreenStyle.templateWidth(screen: width) * 0.8
        if let image = images.image(at: item.message.content.filePath), image.width > 0, image.height > 0 {
            let height = min((bubbleWidth * Double(image.height) / Double(image.width)).rounded(), bubbleWidth * 1.3)
            let placed = Placed(height: height) { canvas, top in
                let rect = CGRect(x: 0, y: top, width: bubbleWidth, height: height)
                canvas.saveState()
                canvas.beginPath()
                canvas.addRoundedRect(rect, cornerRadius: ScreenStyle.bubbleRadius)
                canvas.clipToPath()
                canvas.draw(image, in: rect)
                canvas.restoreState()
            }
            return (placed, bubbleWidth)
        }
        let name = textLayout(item.filename ?? "Attachment", font: ScreenStyle.font(14, bold: true),
                              color: sent ? .white : .black, width: bubbleWidth - 56, maximumLines: 2)
        let height = max(name.size.height + 20, 52)
        let placed = Placed(height: height) { canvas, top in
            canvas.fillColor = sent ? ScreenStyle.sentBubble : ScreenStyle.receivedBubble
            canvas.fillRoundedRect(CGRect(x: 0, y: top, width: bubbleWidth, height: height), cornerRadius: ScreenStyle.bubbleRadius)
            // A document: a white sheet with a folded corner.
            canvas.fillColor = RGBA(white: 1, alpha: sent ? 0.9 : 1)
            canvas.fillRoundedRect(CGRect(x: 12, y: top + height / 2 - 14, width: 24, height: 28), cornerRadius: 3)
            name.draw(on: canvas, at: CGPoint(x: 46, y: top + (height - name.size.height) / 2))
        }
        return (placed, bubbleWidth)
    }
}
