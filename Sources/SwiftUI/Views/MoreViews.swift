import UIKit

/// A label and a value side by side across a row (a form's read-only line).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A text field whose text is hidden as it is typed (`isSecureTextEntry`).
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let field: TextField<Label>

    func resolve(in context: ResolveContext) -> [Element] {
        // Through the environment: the field may be inside what an app's text field style wraps it in.
        context.with { $0.secureEntry = true }.resolve(field)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(title, text: text)
    }
}

/// Text of many lines a person edits: a `UITextView` that takes the space offered.
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { PlatformElement(view: UITextView(frame: .zero, textContainer: nil), sizing: .flexible) }
        let view = element.view as! UITextView
        if view.text != text.wrappedValue { view.text = text.wrappedValue }
        view.font = context.environment.resolvedFont.uiFont
        view.isEditable = context.environment.isEnabled
        let binding = text
        view.delegate = element.textViewDelegate { binding.wrappedValue = $0 }
        return [element]
    }
}

/// A button that opens a URL (through the extension's context, as Messages lets an extension).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        OpenURLButton(destination: destination, label: AnyView(label))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A link's button: it asks the hosting controller's extension context to open the URL.
struct OpenURLButton: View, PrimitiveView {
    typealias Body = Never
    let destination: URL
    let label: AnyView

    func resolve(in context: ResolveContext) -> [Element] {
        let host = context.graph.host, destination = destination
        return context.resolve(Button(action: { host?.extensionContext?.open(destination) }) { label })
    }
}

/// `@AppStorage("key")`: a value kept in `UserDefaults.standard` (the phone's container), read when
/// the view is built and written when set; the view is updated when it changes through this property.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    private let write: (Value) -> Void

    private init(key: String, initial: Value, read: (Any) -> Value?, write: @escaping (Value) -> Void) {
        let stored = UserDefaults.standard.object(forKey: key).flatMap(read)
        state = State(wrappedValue: stored ?? initial)
        self.write = write
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set {
            write(newValue)
            state.wrappedValue = newValue
        }
    }

    public var projectedValue: Binding<Value> {
        let state = state, write = write
        return Binding(get: { state.wrappedValue }, set: { write($0); state.wrappedValue = $0 })
    }
}

extension AppStorage {
    private static func plain(_ key: String, _ initial: Value, store: UserDefaults?) -> AppStorage {
        let defaults = store ?? .standard
        return AppStorage(key: key, initial: initial, read: { $0 as? Value }, write: { defaults.set($0, forKey: key) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self = .plain(key, wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self = .plain(key, wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self = .plain(key, wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self = .plain(key, wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self = .plain(key, wrappedValue, store: store) }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        let defaults = store ?? .standard
        self.init(key: key, initial: wrappedValue, read: { ($0 as? String).flatMap(URL.init(string:)) },
                  write: { defaults.set($0.absoluteString, forKey: key) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        let defaults = store ?? .standard
        self.init(key: key, initial: wrappedValue, read: { ($0 as? String).flatMap { Value(rawValue: $0) } },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        let defaults = store ?? .standard
        self.init(key: key, initial: wrappedValue, read: { ($0 as? Int).flatMap { Value(rawValue: $0) } },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }
}

extension ForEach where Content: View {
    /// Rows a person deletes by swiping: there is no swipe yet, so nothing calls `action` (said once).
    @MainActor
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View {
        changingElements { _, _ in NotYetReport.once("onDelete(perform:)", "has no swipe to delete yet") }
    }

    @MainActor
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View {
        changingElements { _, _ in NotYetReport.once("onMove(perform:)", "has no drag to move yet") }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at these offsets, as SwiftUI's `onDelete` gives them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination`, as SwiftUI's `onMove` gives them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}

/// How large a symbol is drawn next to text.
public enum ImageScale: Hashable, Sendable, CaseIterable { case small, medium, large }

extension View {
    /// A new identity when `id` changes: the view's state starts again, as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }

    /// Symbols drawn at the font's size whatever the scale (said once when not medium).
    public func imageScale(_ scale: ImageScale) -> some View {
        changingElements { _, _ in if scale != .medium { NotYetReport.once("imageScale(_:)", "draws symbols at the font's size") } }
    }

    /// How VoiceOver groups the view's parts; scenarios read the parts as they are.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// A question with a button per action, from the bottom of the screen: an action sheet here.
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: EmptyView(), style: .actionSheet))
    }

    public func confirmationDialog<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: message(), style: .actionSheet))
    }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

struct IdentityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        context.appending(.item(id, 0)).resolve(content)
    }
}

/// Tells a `TextEditor`'s binding each edit a person makes.
final class TextViewEdits: NSObject, UITextViewDelegate {
    private let changed: (String) -> Void

    init(_ changed: @escaping (String) -> Void) {
        self.changed = changed
    }

    func textViewDidChange(_ textView: UITextView) {
        changed(textView.text ?? "")
    }
}
