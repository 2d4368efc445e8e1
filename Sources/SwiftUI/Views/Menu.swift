import UIKit

/// A button that shows a list of actions. iOS shows them in a popup by the button; imsim shows them
/// as an action sheet (a stand-in, docs/DECISIONS.md): `tap NAME` opens it and `tap ITEM` runs one
/// (`tap Cancel` closes it, as a tap beside the popup does).
/// Buttons inside sections are listed in order; a nested menu's button opens its own list. With a
/// primary action, a tap runs it (a long press opens the menu).
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    @State private var isShown = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let button = Button {
            if let primaryAction { primaryAction() } else { isShown = true }
        } label: {
            label
        }
        return Group {
            if primaryAction == nil {
                button
            } else {
                button.onLongPressGesture { isShown = true }
            }
        }
        .modifier(AlertModifier(title: "", isPresented: $isShown, actions: content, message: EmptyView(), style: .actionSheet,
                               closesWithCancel: true))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(String(title), systemImage: systemImage) }
    }
}


@MainActor @preconcurrency
public protocol MenuStyle {}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Accepted: a menu's label is drawn as its content says, whatever the style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Actions shown when the view is pressed and held (`long-press` in a scenario): an action sheet
    /// here, as `Menu`'s; `tap ITEM` runs one.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
}

struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    let menuItems: MenuItems
    @State private var isShown = false

    func body(content: Content) -> some View {
        content
            .onLongPressGesture { isShown = true }
            .modifier(AlertModifier(title: "", isPresented: $isShown, actions: menuItems, message: EmptyView(), style: .actionSheet,
                                   closesWithCancel: true))
    }
}
