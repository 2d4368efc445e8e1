/// A label a person taps to show or hide its content, with a chevron that points down when shown.
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var ownExpansion = false
    private let isExpanded: Binding<Bool>?
    private let label: Label
    private let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.label = label()
        self.content = content
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content
    }

    private var expanded: Binding<Bool> {
        isExpanded ?? $ownExpansion
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack {
                    label
                    Spacer()
                    ListChevron(pointsDown: expanded.wrappedValue)
                }
            }
            if expanded.wrappedValue {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
