/// The keyboard shown for a text field: letters, or a pad of digits (`numberPad`, `decimalPad`,
/// `phonePad`, `asciiCapableNumberPad`) without Return key or QuickType row.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization; recorded only.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Automatic correction. No correction and no spell checking take the QuickType row off the keyboard.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Spell checking. Since iOS 15 the QuickType row shows its candidates: without it and without
/// automatic correction the row is gone.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}
