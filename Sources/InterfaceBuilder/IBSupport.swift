/// Which elements of a document imsim makes objects of: what the build checks documents against
/// (UIKit's class table is tested to make exactly these).
public enum IBSupport {
    /// Element tags imsim makes objects of, with the UIKit class each stands for.
    public static let objectTags: [String: String] = [
        "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "switch": "UISwitch", "slider": "UISlider", "stepper": "UIStepper", "segmentedControl": "UISegmentedControl",
        "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView", "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView", "navigationBar": "UINavigationBar", "viewController": "UIViewController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tapGestureRecognizer": "UITapGestureRecognizer",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "collectionViewLayout": "UICollectionViewLayout",
        "navigationItem": "UINavigationItem",
    ]

    /// Elements in object positions that are not objects of the app's: placeholders and exits.
    public static let nonObjectTags: Set<String> = ["placeholder", "exit", "segue"]

    /// UIKit's own outlets a document may connect on UIKit's classes (and their subclasses).
    public static let uikitOutlets: Set<String> = [
        "delegate", "dataSource", "view", "tableView", "collectionView", "gestureRecognizers", "accessoryView", "backgroundView",
        "searchDisplayController",
    ]
}
