import Foundation
internal import IMSimGraphics

/// UIKit's functions for the current context and the older image contexts. They work on any
/// thread; each thread has its own stack of contexts.

/// The context drawing goes to on this thread: the innermost renderer's or image context's; nil outside.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current
}

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(context)
}

public func UIGraphicsPopContext() {
    GraphicsContextStack.pop()
}

/// Starts a bitmap of `size` points at `scale` pixels a point (0 for the screen's), transparent
/// unless `opaque` (then black), and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.screenScale
    let context = CGContext.bitmap(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque)
    GraphicsContextStack.push(context)
    GraphicsContextStack.imageContextDepth += 1
}

/// The same at scale 1, with alpha.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context so far; nil if there is none.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard GraphicsContextStack.imageContextDepth > 0, let context = GraphicsContextStack.current,
          context.width > 0, context.height > 0 else { return nil }
    context.finishMaskClips()
    return UIImage(data: context.canvas.pngData(), scale: context.scale)
}

/// Ends the image context begun last.
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.imageContextDepth > 0 else { return }
    GraphicsContextStack.imageContextDepth -= 1
    GraphicsContextStack.pop()
}

extension CGContext {
    /// A bitmap covering `bounds` (points) at `scale`, its user space in points from the bounds' origin, y down.
    static func bitmap(bounds: CGRect, scale: CGFloat, opaque: Bool, recording: Bool = false) -> CGContext {
        let width = pixels(bounds.width * scale), height = pixels(bounds.height * scale)
        let canvas = recording ? Canvas.recording(width: width, height: height, opaque: opaque)
            : Canvas(width: width, height: height, opaque: opaque)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        return CGContext(canvas: canvas, scale: scale)
    }

    /// Whole pixels covering `length`, ignoring floating-point noise just above a whole number.
    private static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        let rounded = (length - 1e-9).rounded(.up)
        precondition(rounded <= CGFloat(Canvas.maximumSide), "an image of \(length) pixels is too large")
        return Int(rounded)
    }
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) {
    GraphicsContextStack.current?.fill(rect)
}

/// Strokes the outline of `rect` in the current context, one point wide.
public func UIRectFrame(_ rect: CGRect) {
    GraphicsContextStack.current?.stroke(rect)
}
