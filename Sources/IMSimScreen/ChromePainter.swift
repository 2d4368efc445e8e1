import Foundation
import IMSimCore
import IMSimGraphics

/// Messages' own parts: the status bar, the header, the input bar, the home indicator, and the
/// placeholder of an extension that has not drawn.
struct ChromePainter {
    let device: Device
    let scale: Double

    private var width: Double { device.screenSize.width }
    /// One pixel, in points.
    private var pixel: Double { 1 / scale }

    func drawStatusBarAndHeader(on canvas: Canvas, title names: [String]) {
        let header = device.headerFrame
        canvas.fillColor = ScreenStyle.chrome
        canvas.fill(rect: CGRect(x: 0, y: 0, width: width, height: header.maxY))
        canvas.fillColor = ScreenStyle.hairline
        canvas.fill(rect: CGRect(x: 0, y: header.maxY - pixel, width: width, height: pixel))
        drawStatusBar(on: canvas)
        drawHeader(on: canvas, in: header, names: names)
    }

    /// A fixed time (9:41, as Apple's pictures show), signal bars and a full battery.
    private func drawStatusBar(on canvas: Canvas) {
        let bar = device.statusBarFrame
        let font = ScreenStyle.font(device.hasHomeButton ? 12 : 15, bold: true)
        let time = textLayout("9:41", font: font, color: .black, width: nil)
        // The row of icons sits in the middle of a 20 pt status bar, low in the notch's, or level with
        // the middle of the Dynamic Island (126 × 37 points, 11 from the top, as developers measure it).
        let island = CGRect(x: (width - 126) / 2, y: 11, width: 126, height: 37)
        let rowMiddle = device.hasHomeButton ? bar.height / 2 : device.hasDynamicIsland ? island.midY : bar.height - 16
        if device.hasDynamicIsland {
            canvas.fillColor = .black
            canvas.fillRoundedRect(island, cornerRadius: island.height / 2)
        }
        // Beside the island the time is centred in the space left of it.
        let timeX = device.hasHomeButton ? (width - time.size.width) / 2
            : device.hasDynamicIsland ? (island.minX - time.size.width) / 2 : 30
        time.draw(on: canvas, at: CGPoint(x: timeX, y: rowMiddle - time.size.height / 2))
        canvas.fillColor = .black
        // Battery at the right, signal bars at the left (home-button phones) or left of the battery.
        let batteryWidth = 24.0, batteryHeight = 11.5
        let batteryX = width - (device.hasHomeButton ? 8 : 26) - batteryWidth
        let battery = CGRect(x: batteryX, y: rowMiddle - batteryHeight / 2, width: batteryWidth, height: batteryHeight)
        canvas.strokeColor = RGBA(white: 0, alpha: 0.4)
        canvas.lineWidth = 1
        canvas.beginPath()
        canvas.addRoundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3)
        canvas.strokePath()
        canvas.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5)
        canvas.fill(rect: CGRect(x: battery.maxX + 1, y: rowMiddle - 2, width: 1.5, height: 4))
        let barsRight = device.hasHomeButton ? 6 + 4 * 4.5 : batteryX - 8
        for index in 0..<4 {
            let height = 3.0 + Double(index) * 2.2
            canvas.fillRoundedRect(CGRect(x: barsRight - Double(4 - index) * 4.5, y: rowMiddle + 5 - height,
                                          width: 3, height: height), cornerRadius: 0.7)
        }
    }

    /// The back chevron, the members' avatars and their names under them.
    private func drawHeader(on canvas: Canvas, in header: ScreenRect, names: [String]) {
        canvas.strokeColor = ScreenStyle.sentBubble
        canvas.lineWidth = 3
        canvas.lineCap = .round
        canvas.lineJoin = .round
        canvas.beginPath()
        canvas.move(to: CGPoint(x: 20, y: header.minY + 16))
        canvas.addLine(to: CGPoint(x: 12, y: header.minY + 25))
        canvas.addLine(to: CGPoint(x: 20, y: header.minY + 34))
        canvas.strokePath()

        let diameter = 36.0
        let shown = Array(names.prefix(3))
        let overlap = 10.0
        let rowWidth = diameter + Double(max(shown.count - 1, 0)) * (diameter - overlap)
        var x = (width - rowWidth) / 2
        let top = header.minY + 6
        for name in shown.isEmpty ? [""] : shown {
            let circle = CGRect(x: x, y: top, width: diameter, height: diameter)
            canvas.fillColor = ScreenStyle.chrome
            canvas.fillEllipse(in: circle.insetBy(dx: -1.5, dy: -1.5))
            canvas.fillColor = ScreenStyle.avatar
            canvas.fillEllipse(in: circle)
            let initial = textLayout(name.first.map { String($0).uppercased() } ?? "", font: ScreenStyle.font(16, bold: true),
                                     color: .white, width: nil)
            initial.draw(on: canvas, at: CGPoint(x: circle.midX - initial.size.width / 2,
                                                 y: circle.midY - initial.size.height / 2))
            x += diameter - overlap
        }
        let title = textLayout(Self.title(names), font: ScreenStyle.font(11), color: .black, width: width - 80,
                               maximumLines: 1, alignment: .center)
        title.draw(on: canvas, at: CGPoint(x: 40, y: top + diameter + 4))
    }

    /// "John", "John & Anna", "Anna, John & Kate", "Anna, John & 3 others".
    static func title(_ names: [String]) -> String {
        switch names.count {
        case 0: "New Message"
        case 1: names[0]
        case 2: "\(names[0]) & \(names[1])"
        case 3: "\(names[0]), \(names[1]) & \(names[2])"
        default: "\(names[0]), \(names[1]) & \(names.count - 2) others"
        }
    }

    /// How much of a staged message's size its preview in the input field takes, at most.
    static let previewScale = 0.6
    /// The tallest a preview is drawn (points): a taller one is made smaller.
    static let tallestPreview = 150.0

    /// The input bar's height with `preview` in its field: the field holds the preview over a line
    /// for a comment.
    static func inputBarHeight(preview: StagedPreview?) -> Double {
        guard let preview else { return Device.inputBarHeight }
        return (6 + 6 + previewHeight(preview) + 34 + 6).rounded(.up)
    }

    private static func previewHeight(_ preview: StagedPreview) -> Double {
        preview.size.height * previewScale(preview)
    }

    private static func previewScale(_ preview: StagedPreview) -> Double {
        preview.size.height > 0 ? min(previewScale, tallestPreview / preview.size.height) : previewScale
    }

    /// The app drawer button, the message field with what is staged (or "iMessage"), and the send
    /// button when something is staged: a message of the extension's, a sticker or a picture is
    /// previewed in the field, with a button to remove it and room for a comment below.
    func drawInputBar(on canvas: Canvas, in bar: ScreenRect, staged: TranscriptItem?, preview: StagedPreview?,
                      images: inout ImageCache) {
        canvas.fillColor = ScreenStyle.background
        canvas.fill(rect: CGRect(bar))
        if let preview {
            drawPreviewField(on: canvas, in: bar, preview: preview)
            return
        }
        let middle = bar.minY + bar.height / 2
        drawDrawerButton(on: canvas, middle: middle)

        let field = CGRect(x: 50, y: middle - 17, width: width - 60, height: 34)
        canvas.strokeColor = ScreenStyle.hairline
        canvas.lineWidth = 1
        canvas.beginPath()
        canvas.addRoundedRect(field.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 17)
        canvas.strokePath()

        guard let staged else {
            let placeholder = textLayout("iMessage", font: ScreenStyle.font(15), color: ScreenStyle.placeholderText, width: nil)
            placeholder.draw(on: canvas, at: CGPoint(x: field.minX + 14, y: middle - placeholder.size.height / 2))
            return
        }
        let send = CGRect(x: field.maxX - 30, y: middle - 13, width: 26, height: 26)
        drawSendButton(on: canvas, in: send)

        // A small preview: the staged message's image, then its caption or text.
        var textX = field.minX + 14
        let path = staged.message.shownLayout?.imagePath ?? staged.message.layout?.alternate?.first?.imagePath
            ?? (staged.kind == .sticker || staged.kind == .attachment ? staged.message.content.filePath : nil)
        if let image = images.image(at: path), image.width > 0, image.height > 0 {
            let height = 26.0
            let thumbWidth = min(height * Double(image.width) / Double(image.height), 60)
            let thumb = CGRect(x: field.minX + 5, y: middle - height / 2, width: thumbWidth, height: height)
            canvas.saveState()
            canvas.beginPath()
            canvas.addRoundedRect(thumb, cornerRadius: 6)
            canvas.clipToPath()
            canvas.draw(image, in: thumb)
            canvas.restoreState()
            textX = thumb.maxX + 8
        }
        let label = Self.stagedLabel(staged)
        let text = textLayout(label, font: ScreenStyle.font(15), color: .black, width: max(send.minX - 6 - textX, 10),
                              maximumLines: 1)
        text.draw(on: canvas, at: CGPoint(x: textX, y: middle - text.size.height / 2))
    }

    /// The field grown around a staged message's preview: the preview at the top left with a remove
    /// button on its corner, then "Add comment or Send" and the send button.
    private func drawPreviewField(on canvas: Canvas, in bar: ScreenRect, preview: StagedPreview) {
        let field = CGRect(x: 50, y: bar.minY + 6, width: width - 60, height: bar.height - 12)
        drawDrawerButton(on: canvas, middle: field.maxY - 17)
        canvas.strokeColor = ScreenStyle.hairline
        canvas.lineWidth = 1
        canvas.beginPath()
        canvas.addRoundedRect(field.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 17)
        canvas.strokePath()

        let scale = Self.previewScale(preview)
        let shown = CGRect(x: field.minX + 6, y: field.minY + 6, width: preview.size.width * scale, height: Self.previewHeight(preview))
        canvas.saveState()
        canvas.clip(to: shown)
        canvas.translateBy(x: shown.minX, y: shown.minY)
        canvas.scaleBy(x: scale, y: scale)
        preview.draw(canvas, .zero)
        canvas.restoreState()
        // The remove button: a grey circle with a white cross on the preview's corner.
        let remove = CGRect(x: shown.maxX - 12, y: shown.minY - 4, width: 16, height: 16)
        canvas.fillColor = ScreenStyle.secondaryText
        canvas.fillEllipse(in: remove)
        canvas.strokeColor = .white
        canvas.lineWidth = 1.5
        canvas.lineCap = .round
        canvas.beginPath()
        canvas.move(to: CGPoint(x: remove.midX - 3.5, y: remove.midY - 3.5))
        canvas.addLine(to: CGPoint(x: remove.midX + 3.5, y: remove.midY + 3.5))
        canvas.move(to: CGPoint(x: remove.midX + 3.5, y: remove.midY - 3.5))
        canvas.addLine(to: CGPoint(x: remove.midX - 3.5, y: remove.midY + 3.5))
        canvas.strokePath()

        let line = field.maxY - 17
        let placeholder = textLayout("Add comment or Send", font: ScreenStyle.font(15), color: ScreenStyle.placeholderText, width: nil)
        placeholder.draw(on: canvas, at: CGPoint(x: field.minX + 14, y: line - placeholder.size.height / 2))
        drawSendButton(on: canvas, in: CGRect(x: field.maxX - 30, y: line - 13, width: 26, height: 26))
    }

    /// The app drawer's button: a grey circle with a plus, its middle at `middle`.
    private func drawDrawerButton(on canvas: Canvas, middle: Double) {
        let button = CGRect(x: 10, y: middle - 15, width: 30, height: 30)
        canvas.fillColor = ScreenStyle.extensionPlaceholder
        canvas.fillEllipse(in: button)
        canvas.fillColor = ScreenStyle.secondaryText
        canvas.fill(rect: CGRect(x: button.midX - 7, y: button.midY - 1, width: 14, height: 2))
        canvas.fill(rect: CGRect(x: button.midX - 1, y: button.midY - 7, width: 2, height: 14))
    }

    /// The send button: a blue circle with an arrow up.
    private func drawSendButton(on canvas: Canvas, in send: CGRect) {
        canvas.fillColor = ScreenStyle.sentBubble
        canvas.fillEllipse(in: send)
        canvas.strokeColor = .white
        canvas.lineWidth = 2.2
        canvas.lineCap = .round
        canvas.lineJoin = .round
        canvas.beginPath()
        canvas.move(to: CGPoint(x: send.midX, y: send.maxY - 7))
        canvas.addLine(to: CGPoint(x: send.midX, y: send.minY + 7))
        canvas.move(to: CGPoint(x: send.midX - 5, y: send.minY + 12))
        canvas.addLine(to: CGPoint(x: send.midX, y: send.minY + 7))
        canvas.addLine(to: CGPoint(x: send.midX + 5, y: send.minY + 12))
        canvas.strokePath()
    }

    /// What the field shows of a staged item beside its image.
    static func stagedLabel(_ item: TranscriptItem) -> String {
        switch item.kind {
        case .text: item.text ?? ""
        case .sticker: item.filename.map { "Sticker: \($0)" } ?? "Sticker"
        case .attachment: item.filename ?? "Attachment"
        case .bubble, .summary: item.caption ?? item.message.summaryText ?? ""
        }
    }

    /// An extension that has not drawn: a light grey area with the app's name.
    func drawPlaceholder(on canvas: Canvas, in frame: ScreenRect, appName: String, style: PresentationStyle) {
        canvas.fillColor = ScreenStyle.extensionPlaceholder
        canvas.fill(rect: CGRect(frame))
        let name = textLayout(appName, font: ScreenStyle.font(17, bold: true), color: ScreenStyle.secondaryText,
                              width: frame.width - 40, maximumLines: 2, alignment: .center)
        let note = textLayout(style.rawValue, font: ScreenStyle.font(13), color: ScreenStyle.secondaryText,
                              width: frame.width - 40, alignment: .center)
        let visibleHeight = frame.height - device.extensionSafeAreaInsets(for: style).bottom
        let top = frame.minY + (visibleHeight - name.size.height - 4 - note.size.height) / 2
        name.draw(on: canvas, at: CGPoint(x: frame.minX + 20, y: top))
        note.draw(on: canvas, at: CGPoint(x: frame.minX + 20, y: top + name.size.height + 4))
    }

    /// The home indicator of Face ID phones, over whatever is at the bottom.
    func drawHomeIndicator(on canvas: Canvas) {
        guard !device.hasHomeButton else { return }
        canvas.fillColor = .black
        canvas.fillRoundedRect(CGRect(x: (width - 134) / 2, y: device.screenSize.height - 13, width: 134, height: 5),
                               cornerRadius: 2.5)
    }
}
