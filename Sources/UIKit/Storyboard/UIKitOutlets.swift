import Foundation
import InterfaceBuilder

/// The outlets of UIKit's own classes a document may connect (`delegate`, `dataSource`, a
/// controller's `view`, a view's `gestureRecognizers`), set as key-value coding sets them on iOS.
@MainActor
enum UIKitOutlets {
    /// Sets `property` of `object`; false when UIKit's class has no such outlet.
    static func set(_ property: String, of object: AnyObject, to value: Any) -> Bool {
        switch (property, object) {
        case let ("delegate", table as UITableView): table.delegate = value as? any UITableViewDelegate
        case let ("dataSource", table as UITableView): table.dataSource = value as? any UITableViewDataSource
        case let ("delegate", collection as UICollectionView): collection.delegate = value as? any UICollectionViewDelegate
        case let ("dataSource", collection as UICollectionView): collection.dataSource = value as? any UICollectionViewDataSource
        case let ("delegate", field as UITextField): field.delegate = value as? any UITextFieldDelegate
        case let ("delegate", text as UITextView): text.delegate = value as? any UITextViewDelegate
        case let ("delegate", scroll as UIScrollView): scroll.delegate = value as? any UIScrollViewDelegate
        case let ("delegate", picker as UIPickerView): picker.delegate = value as? any UIPickerViewDelegate
        case let ("dataSource", picker as UIPickerView): picker.dataSource = value as? any UIPickerViewDataSource
        case let ("delegate", recognizer as UIGestureRecognizer): recognizer.delegate = value as? any UIGestureRecognizerDelegate
        case let ("delegate", navigation as UINavigationController):
            navigation.delegate = value as? any UINavigationControllerDelegate
        case let ("view", controller as UIViewController): controller.view = value as? UIView
        case let ("tableView", controller as UITableViewController): controller.tableView = value as? UITableView
        case let ("collectionView", controller as UICollectionViewController): controller.collectionView = value as? UICollectionView
        case let ("gestureRecognizers", view as UIView):
            for recognizer in value as? [AnyObject] ?? [value as AnyObject] {
                if let recognizer = recognizer as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
            }
        case let ("accessoryView", cell as UITableViewCell): cell.accessoryView = value as? UIView
        case let ("backgroundView", cell as UICollectionViewCell): cell.backgroundView = value as? UIView
        default: return false
        }
        return true
    }
}

extension UIGestureRecognizer {
    /// A recognizer element: whether it is enabled, and a tap's counts.
    func decodeNode(_ node: IBNode, loading: NibLoading) {
        if let enabled = node.flag("enabled") { isEnabled = enabled }
        if let tap = self as? UITapGestureRecognizer {
            if let taps = node.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
            if let touches = node.number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(touches) }
        }
        loading.keep(connectionsOf: node)
    }
}
