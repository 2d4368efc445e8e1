import UIKit

extension View {
    /// An alert while `isPresented` is true: a `UIAlertController` presented from the hosting
    /// controller, with the buttons of `actions` as its actions (an OK when there are none); any
    /// action sets `isPresented` back to false.
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: message()))
    }

    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// A sheet while `isPresented` is true: a hosting controller of `content` presented from this
    /// one, with this view's environment; `dismiss` in it sets `isPresented` back to false.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// A sheet for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }, identity: item.identity)
        return modifier(SheetModifier(isPresented: shown, onDismiss: onDismiss) {
            item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
        })
    }
}

struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    static func buttons(in elements: [Element]) -> [ButtonElement] {
        elements.flatMap { element -> [ButtonElement] in
            if let button = element as? ButtonElement { return [button] }
            if let section = element as? SectionElement { return buttons(in: section.rows) }
            return buttons(in: element.children)
        }
    }

    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    var style = UIAlertController.Style.alert
    /// A menu's: a Cancel is added when no button has the cancel role.
    var closesWithCancel = false

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        let elements = context.appending(.child(0)).resolve(content)
        let resolvedActions = context.appending(.child(1)).resolve(actions)
        // Buttons inside sections and groups are actions too, in order (a menu's sections).
        let buttons = Self.buttons(in: resolvedActions)
        // Text fields among the actions are the alert's text fields (iOS 16), bound as they are.
        let fields = resolvedActions.compactMap { ($0 as? PlatformElement)?.view as? UITextField }
        let text = context.appending(.child(2)).resolve(message).compactMap(\.accessibleName).joined(separator: "\n")
        let presenter = context.appending(.child(3)).element { PresenterElement() }
        let shown = isPresented.wrappedValue, binding = isPresented, host = context.graph.host, title = title, style = style
        let made = buttons.map { (title: $0.button.accessibilityLabel ?? "", role: $0.role, isEnabled: $0.button.isEnabled, run: $0.action) }
        // A menu's list closes without a choice as a tap beside iOS's popup does: by its Cancel.
        let cancel = (title: "Cancel", role: ButtonRole?.some(.cancel), isEnabled: true, run: {})
        let actions = closesWithCancel && !made.contains(where: { $0.role == .cancel }) ? made + [cancel] : made
        context.graph.afterThisUpdate {
            presenter.showAlert(shown, title: title, message: text.isEmpty ? nil : text, actions: actions, fields: fields, style: style,
                                from: host) {
                binding.wrappedValue = false
            }
        }
        return elements
    }
}

struct SheetModifier<Sheet: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Sheet

    func resolve<Content: View>(content base: Content, in context: ResolveContext) -> [Element] {
        let elements = context.appending(.child(0)).resolve(base)
        let presenter = context.appending(.child(1)).element { PresenterElement() }
        let shown = isPresented.wrappedValue, binding = isPresented, host = context.graph.host
        let environment = context.environment, onDismiss = onDismiss
        let sheet = shown ? AnyView(content()) : nil
        context.graph.afterThisUpdate {
            presenter.showSheet(sheet, environment: environment, from: host, close: { binding.wrappedValue = false }, onDismiss: onDismiss)
        }
        return elements
    }
}

/// What an alert or sheet modifier keeps between updates: what it presented.
final class PresenterElement: Element {
    private weak var alert: UIAlertController?
    private var sheet: UIHostingController<AnyView>?

    init() { super.init(view: HostedView()) }

    func showAlert(_ shown: Bool, title: String, message: String?,
                   actions: [(title: String, role: ButtonRole?, isEnabled: Bool, run: () -> Void)],
                   fields: [UITextField] = [], style: UIAlertController.Style, from host: UIViewController?,
                   close: @escaping () -> Void) {
        if !shown {
            if let alert, alert.presentingViewController != nil { alert.dismiss(animated: false) }
            alert = nil
            return
        }
        guard alert == nil, let host else { return }
        // An empty title is none (a menu's list, a dialog whose title is hidden).
        let made = UIAlertController(title: title.isEmpty ? nil : title, message: message, preferredStyle: style)
        for source in fields where style == .alert {
            made.addTextField { field in
                field.placeholder = source.placeholder
                field.text = source.text
                field.isSecureTextEntry = source.isSecureTextEntry
                field.keyboardType = source.keyboardType
                field.returnKeyType = source.returnKeyType
                // What is typed in the alert's field reaches the binding through the SwiftUI field's own action.
                ControlActions.set(on: field, for: .editingChanged) { [weak field, weak source] in
                    source?.text = field?.text
                    source?.sendActions(for: .editingChanged)
                }
            }
        }
        for action in actions.isEmpty ? [(title: "OK", role: nil, isEnabled: true, run: {})] : actions {
            let style: UIAlertAction.Style = action.role == .cancel ? .cancel : action.role == .destructive ? .destructive : .default
            // The button's action runs while the alert's state is still set (apps read what it was
            // presented for), then `isPresented` turns false.
            let madeAction = UIAlertAction(title: action.title, style: style) { _ in
                action.run()
                close()
            }
            // A disabled button is a disabled action: a finger's tap on it does nothing.
            madeAction.isEnabled = action.isEnabled
            made.addAction(madeAction)
        }
        host.presentWhenShown(made)
        alert = made
    }

    func showSheet(_ content: AnyView?, environment: EnvironmentValues, from host: UIViewController?,
                   close: @escaping @MainActor () -> Void, onDismiss: (() -> Void)?) {
        guard let content else {
            if let sheet {
                if sheet.presentingViewController != nil { sheet.dismiss(animated: true) }
                self.sheet = nil
                onDismiss?()
            }
            return
        }
        if let sheet {
            sheet.rootView = content
            return
        }
        guard let host else { return }
        let closeBox = MainActorClosure(close)
        let made = UIHostingController(rootView: content, environment: environment) { closeBox.run() }
        host.presentWhenShown(made)
        sheet = made
    }
}

/// A main-actor closure carried where a Sendable one is needed (it only ever runs on the main actor).
final class MainActorClosure: @unchecked Sendable {
    private let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    @MainActor func run() { body() }
}
