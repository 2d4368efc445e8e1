import Foundation
internal import IMSimGraphics

/// Text UIKit measures and draws: an attributed string, or a plain string in one set of attributes
/// (`PlainText`). Any thread; drawing goes to the current context.
protocol LaidOutText {
    func layout(limits: TextLayout.Limits) -> TextLayout
}

extension LaidOutText {
    func drawText(at point: CGPoint) {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        layout(limits: TextLayout.Limits()).draw(on: canvas, at: point)
    }

    func drawText(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        let layout = self.layout(in: rect.size, options: options)
        if options.contains(.usesLineFragmentOrigin) {
            layout.draw(on: canvas, at: rect.origin)
        } else {
            // One line whose baseline is at the rectangle's origin.
            let ascent = layout.lines.first.map { $0.baseline - $0.top } ?? 0
            layout.draw(on: canvas, at: CGPoint(x: rect.minX, y: rect.minY - ascent))
        }
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
    }

    var textSize: CGSize { layout(limits: TextLayout.Limits()).size }

    func textBounds(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let layout = self.layout(in: size, options: options)
        var bounds = CGRect(origin: .zero, size: layout.size)
        if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
            bounds.origin.y = -(first.baseline - first.top)
        }
        context?.totalBounds = bounds
        return bounds
    }

    private func layout(in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let wraps = options.contains(.usesLineFragmentOrigin)
        func limit(_ length: CGFloat) -> Double? {
            length > 0 && length < CGFloat.greatestFiniteMagnitude / 2 ? Double(length) : nil
        }
        var limits = TextLayout.Limits(width: limit(size.width), height: wraps ? limit(size.height) : nil)
        if !wraps { limits.maximumLines = 1 }
        limits.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        limits.usesFontLeading = options.contains(.usesFontLeading)
        return layout(limits: limits)
    }
}
