/// Told just before and just after a canvas's pixels change.
public protocol CanvasDrawingObserver: AnyObject {
    func canvasWillDraw(_ canvas: Canvas)
    func canvasDidDraw(_ canvas: Canvas)
}
