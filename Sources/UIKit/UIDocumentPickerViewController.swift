import Foundation
import UniformTypeIdentifiers

/// Told which documents a person picked in a document picker, or that they cancelled.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// The system's browser of files. There are no files to browse on a simulated phone: presented, it
/// shows nothing to pick, and `simulateCancel()` (what a person's Cancel does) tells the delegate.
open class UIDocumentPickerViewController: UIViewController {
    public private(set) var contentTypes: [UTType] = []
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        super.init(nibName: nil, bundle: nil)
    }

    public init(forExporting urls: [URL], asCopy: Bool = false) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A person's Cancel: the picker is dismissed and the delegate told.
    package func simulateCancel() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }
}
