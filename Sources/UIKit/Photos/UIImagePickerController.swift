import Foundation

/// The system's photo picker. Presented, it shows the photo library (a "Photos" screen with
/// Cancel); a scenario answers it with `pick-photo FILE` (a PNG or JPEG beside the scenario), which
/// the delegate receives as a photo from the library, or `cancel-photo-picker`. There is no camera:
/// `isSourceTypeAvailable(.camera)` is false, as in Xcode's simulator, and asking for it stops the
/// extension with UIKit's message.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }

    public enum CameraDevice: Int, Sendable {
        case rear = 0, front
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0, video
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// A key of the dictionary the delegate receives.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Where photos come from; setting an unavailable source stops the extension, as UIKit raises.
    open var sourceType = SourceType.photoLibrary {
        didSet {
            precondition(Self.isSourceTypeAvailable(sourceType),
                         "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                             + "'Source type \(sourceType.rawValue) not available'")
        }
    }
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice = CameraDevice.rear
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var videoQuality = QualityType.typeMedium
    open var showsCameraControls = true

    public init() {
        super.init(rootViewController: PhotoLibraryViewController())
        title = "Photos"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The photo library and saved photos; no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Hands the delegate `image` read from `file` as a photo of the library: the original image,
    /// the edited one too if editing is allowed, its type and a copy of the file in the temporary
    /// folder as `imageURL`.
    package func simulatePick(_ image: UIImage, file: URL) {
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale,
                                                                                 height: image.size.height * image.scale)))
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            .appendingPathExtension(file.pathExtension)
        if (try? FileManager.default.copyItem(at: file, to: copy)) != nil { info[.imageURL] = copy }
        imagePickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Tells the delegate the person cancelled.
    package func simulateCancel() {
        imagePickerDelegate.imagePickerControllerDidCancel(self)
    }

    /// The delegate as a picker's, or a stand-in that dismisses the picker as UIKit does when the
    /// delegate does not answer.
    private var imagePickerDelegate: any UIImagePickerControllerDelegate {
        (delegate as? any UIImagePickerControllerDelegate) ?? DismissingPickerDelegate()
    }
}

/// What a picker tells its delegate; a delegate that leaves either out gets the picker dismissed.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

@MainActor
private final class DismissingPickerDelegate: UIImagePickerControllerDelegate {}

/// The library's screen: "Photos" with Cancel, and a line saying how a scenario picks a photo.
private final class PhotoLibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { [unowned self] _ in
            (navigationController as? UIImagePickerController)?.simulateCancel()
        })
        let hint = UILabel()
        hint.text = "Recents"
        hint.font = .preferredFont(forTextStyle: .headline)
        hint.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hint)
        NSLayoutConstraint.activate([
            hint.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            hint.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
    }
}
