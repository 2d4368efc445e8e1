import Foundation

/// The part of a view the keyboard covers (iOS 15): its bottom edge is the view's, its top the
/// keyboard's while the keyboard is up, else the bottom of the safe area (or of the view, without
/// `usesBottomSafeArea`). Constrain to its `topAnchor` to keep content above the keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// The keyboard here is always docked at the bottom: recorded only.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top sits at the safe area's bottom when the keyboard is down (iOS 17).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { LayoutInvalidation.bump() } }
    }
    /// Room above the keyboard for dismissing it interactively: recorded only.
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's height in its owning view: the keyboard's overlap, or the bottom inset it rests on.
    var coveredHeight: CGFloat {
        guard let owner = owningView else { return 0 }
        if SystemKeyboard.isShown { return SystemKeyboard.overlap(of: owner) }
        return usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
    }
}

extension UIView {
    static let keyboardGuideIdentifier = "UIViewKeyboardLayoutGuide"

    /// A layout guide that follows the keyboard (iOS 15).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == Self.keyboardGuideIdentifier }) as? UIKeyboardLayoutGuide {
            return guide
        }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = Self.keyboardGuideIdentifier
        addLayoutGuide(guide)
        return guide
    }
}
