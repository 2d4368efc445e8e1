import UIKit

/// A 3 × 3 board that turns a finger's touch into a cell: a touch that ends in the cell it began in
/// plays there, as a game board in UIKit reads `touchesEnded`.
final class BoardView: UIView {
    var cells = Array(repeating: "", count: 9) {
        didSet { setNeedsDisplay() }
    }
    /// Called with the cell a finger tapped, 0 at the top left to 8 at the bottom right.
    var onTap: ((Int) -> Void)?
    private var touchedCell: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        accessibilityIdentifier = "Board"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The cell under `point`, in the board's coordinates.
    func cell(at point: CGPoint) -> Int? {
        guard bounds.contains(point), bounds.width > 0, bounds.height > 0 else { return nil }
        let column = min(Int(point.x / (bounds.width / 3)), 2)
        let row = min(Int(point.y / (bounds.height / 3)), 2)
        return row * 3 + column
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedCell = touches.first.flatMap { cell(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedCell = nil }
        guard let touch = touches.first, let cell = cell(at: touch.location(in: self)), cell == touchedCell else { return }
        onTap?(cell)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray3.setStroke()
        let grid = UIBezierPath()
        for index in 1...2 {
            let x = bounds.width * CGFloat(index) / 3, y = bounds.height * CGFloat(index) / 3
            grid.move(to: CGPoint(x: x, y: 0))
            grid.addLine(to: CGPoint(x: x, y: bounds.height))
            grid.move(to: CGPoint(x: 0, y: y))
            grid.addLine(to: CGPoint(x: bounds.width, y: y))
        }
        grid.lineWidth = 2
        grid.stroke()
        for (index, mark) in cells.enumerated() where !mark.isEmpty {
            let box = CGRect(x: bounds.width * CGFloat(index % 3) / 3, y: bounds.height * CGFloat(index / 3) / 3,
                             width: bounds.width / 3, height: bounds.height / 3).insetBy(dx: 14, dy: 14)
            let side = min(box.width, box.height)
            let square = CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
            let path: UIBezierPath
            if mark == "X" {
                path = UIBezierPath()
                path.move(to: CGPoint(x: square.minX, y: square.minY))
                path.addLine(to: CGPoint(x: square.maxX, y: square.maxY))
                path.move(to: CGPoint(x: square.maxX, y: square.minY))
                path.addLine(to: CGPoint(x: square.minX, y: square.maxY))
                UIColor.systemBlue.setStroke()
            } else {
                path = UIBezierPath(ovalIn: square)
                UIColor.systemRed.setStroke()
            }
            path.lineWidth = 5
            path.lineCapStyle = .round
            path.stroke()
        }
    }
}
