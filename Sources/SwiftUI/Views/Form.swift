/// Controls grouped in sections, drawn as iOS draws a form: an inset grouped list.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}
