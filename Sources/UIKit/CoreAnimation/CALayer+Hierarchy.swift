import Foundation

/// Sublayers, coordinate conversion and hit testing.
extension CALayer {
    /// The subviews' layers (for a view's layer) followed by the layers added with `addSublayer(_:)`;
    /// setting it replaces the added ones.
    public var sublayers: [CALayer]? {
        get {
            let all = (owningView?.subviews.map(\.layer) ?? []) + ownSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for layer in ownSublayers { layer.superlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] where layer.owningView?.superview == nil { addSublayer(layer) }
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(ownSublayers.count))
    }

    /// Inserts `layer` among the added sublayers at `idx` (clamped).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        ownSublayers.insert(layer, at: min(Int(idx), ownSublayers.count))
        layer.superlayer = self
        Appearance.changed()
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = ownSublayers.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        insertSublayer(layer, at: UInt32(index))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, ownSublayers.contains(where: { $0 === sibling }) else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        let index = ownSublayers.firstIndex { $0 === sibling }! + 1
        insertSublayer(layer, at: UInt32(index))
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    public func removeFromSuperlayer() {
        if let owningView, owningView.superview != nil, superlayer == nil {
            owningView.removeFromSuperview()
            return
        }
        superlayer?.ownSublayers.removeAll { $0 === self }
        superlayer = nil
        Appearance.changed()
    }

    /// The layer this one is drawn in: the superview's for a view's layer.
    var parentLayer: CALayer? { superlayer ?? owningView?.superview?.layer }

    // MARK: Coordinates

    /// Maps this layer's bounds to its parent's.
    var toParent: CGAffineTransform {
        if let owningView { return owningView.toSuperview }
        return geometry.toSuperlayer(position: position, bounds: bounds)
    }

    private var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var layer = self
        while let parent = layer.parentLayer {
            transform = transform.concatenating(layer.toParent)
            layer = parent
        }
        return transform
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        (l ?? rootLayer).convert(p, to: self)
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(conversion(to: l))
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        (l ?? rootLayer).convert(r, to: self)
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(conversion(to: l))
    }

    private var rootLayer: CALayer {
        var layer = self
        while let parent = layer.parentLayer { layer = parent }
        return layer
    }

    private func conversion(to layer: CALayer?) -> CGAffineTransform {
        guard let layer else { return toRoot }
        return toRoot.concatenating(layer.toRoot.inverted())
    }

    /// The sublayers back to front: by `zPosition`, then in order.
    var drawingOrder: [CALayer] {
        let all = sublayers ?? []
        guard all.contains(where: { $0.zPosition != 0 }) else { return all }
        return all.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}
