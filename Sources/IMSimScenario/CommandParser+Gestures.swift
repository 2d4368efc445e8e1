import IMSimCore

/// The verbs that work value controls (toggle, select-segment, set-value, pick), memory-warning, and
/// the photo picker's (pick-photo, cancel-photo-picker).
extension CommandParser {
    static func gesture(_ verb: String, _ arguments: [Word]) throws(CommandSyntaxError) -> ControlGesture {
        switch verb {
        case "toggle":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`toggle` takes one switch; quote a name with spaces: toggle \"Notify me\"")
            }
            return .toggle(arguments[0].text)
        case "select-segment":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`select-segment` takes one segment title; quote one with spaces: select-segment \"This week\"")
            }
            return .selectSegment(arguments[0].text)
        case "set-value":
            let shape = "set-value 3, or set-value 0.5 on Volume"
            guard arguments.count == 1 || (arguments.count == 3 && arguments[1].text == "on" && !arguments[1].isQuoted) else {
                throw CommandSyntaxError("`set-value` takes a number, then optionally `on CONTROL`: \(shape)")
            }
            guard let value = Double(arguments[0].text), value.isFinite else {
                throw CommandSyntaxError("`set-value` needs a number, not `\(arguments[0].text)`: \(shape)")
            }
            return .setValue(value, on: arguments.count == 3 ? arguments[2].text : nil)
        case "pick":
            guard arguments.count == 1 || (arguments.count == 3 && arguments[1].text == "in" && !arguments[1].isQuoted) else {
                throw CommandSyntaxError("`pick` takes a row title, then optionally `in PICKER`: pick Tuesday, or pick 19:30 in \"Start time\"")
            }
            return .pick(arguments[0].text, in: arguments.count == 3 ? arguments[2].text : nil)
        case "pick-photo":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`pick-photo` takes one PNG or JPEG file; quote a name with spaces: pick-photo \"beach day.jpg\"")
            }
            return .pickPhoto(arguments[0].text)
        case "cancel-photo-picker":
            guard arguments.isEmpty else { throw CommandSyntaxError("`cancel-photo-picker` takes no arguments") }
            return .cancelPhotoPicker
        default:
            guard arguments.isEmpty else { throw CommandSyntaxError("`\(verb)` takes no arguments: \(verb)") }
            return .memoryWarning
        }
    }
}
