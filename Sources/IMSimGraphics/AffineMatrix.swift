/// An affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as CoreGraphics writes it.
public struct AffineMatrix: Sendable, Equatable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `self` applied first, then `other`.
    public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                     c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                     tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform undoing this one; `self` if it cannot be inverted.
    public func inverted() -> AffineMatrix {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return AffineMatrix(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// `(x, y)` transformed.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}
