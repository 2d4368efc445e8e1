import Foundation
import Messages
import UIKit

/// Choose a photo from the library (UIImagePickerController), see it, write a caption and send the
/// postcard as a JPEG sticker.
final class MessagesViewController: MSMessagesAppViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate {
    private let status = UILabel()
    private let photoView = UIImageView()
    private let caption = UITextField()
    private let chooseButton = UIButton(type: .system)
    private let sendButton = UIButton(type: .system)
    private var photo: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        status.text = "Send a postcard"
        status.accessibilityIdentifier = "status"
        photoView.accessibilityIdentifier = "Photo"
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        photoView.backgroundColor = .systemGray5
        caption.placeholder = "Caption"
        caption.borderStyle = .roundedRect
        // The keyboard takes the compact extension's place: expand to show both, as Apple asks.
        caption.addAction(UIAction { [unowned self] _ in
            if presentationStyle == .compact { requestPresentationStyle(.expanded) }
        }, for: .editingDidBegin)
        chooseButton.setTitle("Choose photo", for: .normal)
        chooseButton.addAction(UIAction { [unowned self] _ in choosePhoto() }, for: .touchUpInside)
        sendButton.setTitle("Send postcard", for: .normal)
        sendButton.isEnabled = false
        sendButton.addAction(UIAction { [unowned self] _ in sendPostcard() }, for: .touchUpInside)
        for subview in [status, photoView, caption, chooseButton, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            status.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            photoView.topAnchor.constraint(equalTo: status.bottomAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            photoView.widthAnchor.constraint(equalToConstant: 150),
            photoView.heightAnchor.constraint(equalToConstant: 100),
            chooseButton.topAnchor.constraint(equalTo: photoView.topAnchor),
            chooseButton.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 16),
            caption.topAnchor.constraint(equalTo: chooseButton.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: chooseButton.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            sendButton.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 8),
            sendButton.leadingAnchor.constraint(equalTo: chooseButton.leadingAnchor),
        ])
    }

    private func choosePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage else { return }
        photo = image
        photoView.image = image
        sendButton.isEnabled = true
        let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        status.text = "Photo: \(Int(pixels.width)) × \(Int(pixels.height))"
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
        status.text = "No photo chosen"
    }

    private func sendPostcard() {
        guard let photo, let conversation = activeConversation else { return }
        let text = caption.text.flatMap { $0.isEmpty ? nil : $0 } ?? "Greetings!"
        let card = PostcardRenderer.card(photo: photo, caption: text)
        guard let jpeg = card.jpegData(compressionQuality: 0.8) else {
            status.text = "Could not make the JPEG"
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("postcard-\(UUID().uuidString).jpg")
        do {
            try jpeg.write(to: file)
            let sticker = try MSSticker(contentsOfFileURL: file, localizedDescription: "Postcard: \(text)")
            conversation.insert(sticker) { [weak self] error in
                self?.status.text = error == nil ? "Postcard ready as a JPEG sticker" : "Not sent: \(error!)"
            }
        } catch {
            status.text = "Not sent: \(error)"
        }
    }
}
