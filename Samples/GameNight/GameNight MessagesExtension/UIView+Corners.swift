//
//  UIView+Corners.swift
//  GameNight MessagesExtension
//

import UIKit

extension UIView {
    /// Rounded corners from Interface Builder's Identity inspector (a runtime attribute).
    @IBInspectable var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set {
            layer.cornerRadius = newValue
            layer.masksToBounds = newValue > 0
        }
    }
}
