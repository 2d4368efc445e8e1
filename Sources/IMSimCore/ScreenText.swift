/// How texts on screen are compared with what a scenario writes: the spaces a person cannot tell
/// from a space (no-break U+00A0, narrow no-break U+202F, which iOS 17 and ICU put before AM and PM,
/// thin U+2009, figure U+2007) are spaces. Pure.
public enum ScreenText {
    public static func plainSpaces(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisibleSpace) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isInvisibleSpace($0) ? " " : $0 }))
    }

    private static func isInvisibleSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x202F, 0x2009, 0x2007: true
        default: false
        }
    }
}
