import Foundation

/// Converting points and rectangles between views.
extension UIView {
    /// `point` of this view's bounds in `view`'s (the root's when nil), through every transform between.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? layoutRoot).convert(point, to: self)
    }

    /// The smallest rectangle of `view` holding `rect` of this view.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let conversion = conversion(to: view)
        guard conversion.b == 0, conversion.c == 0, conversion.a == 1, conversion.d == 1 else { return rect.applying(conversion) }
        return rect.offsetBy(dx: conversion.tx, dy: conversion.ty)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? layoutRoot).convert(rect, to: self)
    }

    /// Maps this view's bounds to `view`'s, through their common root.
    private func conversion(to view: UIView?) -> CGAffineTransform {
        guard let view, view !== self else { return view === self ? .identity : toRoot }
        return toRoot.concatenating(view.toRoot.inverted())
    }
}
