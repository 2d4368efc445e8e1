import Foundation
import InterfaceBuilder

/// The class of each element a storyboard or xib makes an object of: the custom class it names, in
/// the module it names or the app's own, or else UIKit's class for its tag. Main actor only.
@MainActor
enum IBClassTable {
    /// UIKit's class for each element tag imsim makes objects of.
    static let classes: [String: AnyObject.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "textView": UITextView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self, "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self, "navigationBar": UINavigationBar.self,
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "navigationController": UINavigationController.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self, "collectionViewLayout": UICollectionViewLayout.self,
        "navigationItem": UINavigationItem.self,
    ]

    /// The class to make `node` with; nil for placeholders, proxies and elements that are not objects.
    static func type(of node: IBNode) -> AnyObject.Type? {
        guard let base = classes[node.tag] else { return nil }
        guard let custom = node["customClass"] else { return base }
        if let type = customClass(custom, module: node["customModuleProvider"] == "target" ? nil : node["customModule"]) {
            return type
        }
        // UIKit logs this and makes the object with the class of its element.
        FileHandle.standardError.write(Data("Unknown class \(custom) in Interface Builder file.\n".utf8))
        return base
    }

    /// A class of the app's by name, in `module` or the installed build's.
    static func customClass(_ name: String, module: String?) -> AnyObject.Type? {
        let modules = [module, InterfaceBuilderRegistry.module].compactMap { $0 }
        for candidate in modules {
            if let type = _typeByName("\(candidate).\(name)") as? AnyObject.Type { return type }
        }
        return _typeByName(name) as? AnyObject.Type
    }
}
