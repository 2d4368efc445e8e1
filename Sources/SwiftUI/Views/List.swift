/// Rows in sections, drawn as iOS draws an inset grouped list.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func resolve(in context: ResolveContext) -> [Element] {
        let list = context.element { ListElement() }
        var sections: [ListElement.Section] = []
        var loose: [Element] = []
        for element in context.appending(.child(0)).with({ $0.isInList = true }).resolve(content) {
            if let section = element as? SectionElement {
                if !loose.isEmpty { sections.append(.init(header: nil, rows: loose)); loose = [] }
                sections.append(.init(header: section.header, rows: section.rows))
            } else {
                loose.append(element)
            }
        }
        if !loose.isEmpty || sections.isEmpty { sections.append(.init(header: nil, rows: loose)) }
        list.update(sections: sections)
        list.keyboardDismissMode = context.environment.scrollDismissesKeyboard.uiMode
        return [list]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A group of rows in a list, with an optional header.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let content: Content

    func resolve(in context: ResolveContext) -> [Element] {
        let section = context.element { SectionElement() }
        let headerContext = context.appending(.child(1)).with {
            $0.font = .footnote
            $0.foregroundColor = .secondaryLabel
            $0.textCase = .uppercase
        }
        section.header = header.map { headerContext.single($0) }
        section.rows = context.appending(.child(0)).resolve(content)
        return [section]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
    }
}

extension Section {
    /// A footer is not drawn yet (said once in the extension's output).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        NotYetReport.once("Section footers", "are not drawn yet")
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        NotYetReport.once("Section footers", "are not drawn yet")
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        NotYetReport.once("Section footers", "are not drawn yet")
    }
}

/// A section outside a list shows its rows one above the other.
final class SectionElement: Element {
    var header: Element?
    var rows: [Element] = []

    init() { super.init(view: HostedView()) }
}
