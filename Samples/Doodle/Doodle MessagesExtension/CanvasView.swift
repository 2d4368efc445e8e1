//
//  CanvasView.swift
//  Doodle MessagesExtension
//

import UIKit

/// Strokes drawn with a finger: each touch that goes down starts one, each move extends it, and a
/// touch the system takes back (a swipe recognized) leaves none.
final class CanvasView: UIView {
    private(set) var strokes: [(points: [CGPoint], color: UIColor)] = []
    private var current: [CGPoint]?
    var ink = UIColor.black
    /// Called when a stroke is finished, undone or cleared.
    var onChange: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.borderColor = UIColor.systemGray4.cgColor
        layer.borderWidth = 1
        accessibilityIdentifier = "Canvas"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        current = [touch.location(in: self)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, current != nil else { return }
        current?.append(touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let points = current, points.count > 1 else {
            current = nil
            return
        }
        strokes.append((points, ink))
        current = nil
        setNeedsDisplay()
        onChange?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        current = nil
        setNeedsDisplay()
    }

    func undo() {
        guard !strokes.isEmpty else { return }
        strokes.removeLast()
        setNeedsDisplay()
        onChange?()
    }

    func clear() {
        strokes = []
        setNeedsDisplay()
        onChange?()
    }

    override func draw(_ rect: CGRect) {
        for stroke in strokes { draw(stroke.points, stroke.color) }
        if let current { draw(current, ink) }
    }

    private func draw(_ points: [CGPoint], _ color: UIColor) {
        guard let first = points.first else { return }
        let path = UIBezierPath()
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    /// The drawing as an image the size of the canvas.
    func image() -> UIImage {
        UIGraphicsImageRenderer(size: bounds.size).image { context in
            UIColor.white.setFill()
            context.fill(bounds)
            for stroke in strokes { draw(stroke.points, stroke.color) }
        }
    }
}
