import Foundation
import InterfaceBuilder

/// Text values in documents: an attributed string's plain text, and text input traits by name.
@MainActor
enum IBText {
    /// The text of an `<attributedString>`: its fragments' contents, in order.
    static func plain(_ node: IBNode) -> String {
        node.children.filter { $0.tag == "fragment" }.map { $0["content"] ?? $0.child("string", key: "content")?["text"] ?? "" }.joined()
    }

    static func keyboardType(_ name: String) -> UIKeyboardType? {
        switch name {
        case "numberPad": .numberPad
        case "decimalPad": .decimalPad
        case "emailAddress": .emailAddress
        case "phonePad": .phonePad
        case "URL": .URL
        case "numbersAndPunctuation": .numbersAndPunctuation
        default: nil
        }
    }

    static func returnKeyType(_ name: String) -> UIReturnKeyType? {
        switch name {
        case "done": .done
        case "go": .go
        case "next": .next
        case "search": .search
        case "send": .send
        default: nil
        }
    }

    static func autocorrectionType(_ name: String) -> UITextAutocorrectionType? {
        switch name {
        case "no": .no
        case "yes": .yes
        default: nil
        }
    }

    static func spellCheckingType(_ name: String) -> UITextSpellCheckingType? {
        switch name {
        case "no": .no
        case "yes": .yes
        default: nil
        }
    }
}
