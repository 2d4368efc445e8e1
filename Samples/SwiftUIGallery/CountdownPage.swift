import Combine
import SwiftUI

/// A countdown driven by a timer publisher, and a search field whose typing is debounced: the
/// Combine pipelines SwiftUI extensions build.
struct CountdownPage: View {
    @StateObject private var countdown = CountdownModel()
    @State private var status = "Ready"

    var body: some View {
        VStack(spacing: 16) {
            Text(status)
                .font(.largeTitle)
                .padding(.horizontal, 24)
                .padding(.vertical, 8)
                .background(
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.white)
                        .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 3)
                )
                .accessibilityIdentifier("status")
                .contextMenu {
                    Button("Reset", role: .destructive) {
                        status = "Ready"
                        countdown.reset()
                    }
                }
            Text("\(countdown.left) left")
            HStack {
                Menu("From \(countdown.from)") {
                    ForEach([3, 5, 10], id: \.self) { count in
                        Button("\(count) ticks") { countdown.from = count }
                    }
                }
                Button("Start") {
                    status = "Counting"
                    countdown.start()
                }
                .buttonStyle(.borderedProminent)
            }
            TextField("Flavour", text: $countdown.query)
                .textFieldStyle(.roundedBorder)
            Text(countdown.found)
            Spacer()
        }
        .padding()
        .navigationTitle("Countdown")
        .onReceive(countdown.finished) { status = "Go!" }
    }
}

/// Counts down on a timer from the number chosen; looks a flavour up once typing pauses.
final class CountdownModel: ObservableObject {
    @Published private(set) var left = 3
    /// Where a countdown starts, chosen in a menu.
    @Published var from = 3 {
        didSet { left = from }
    }
    @Published var query = ""
    @Published private(set) var found = "Type a flavour"
    let finished = PassthroughSubject<Void, Never>()
    private var ticking: AnyCancellable?

    init() {
        $query
            .debounce(for: .milliseconds(150), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.isEmpty ? "Type a flavour" : "Found: \($0.lowercased())" }
            .assign(to: &$found)
    }

    func start() {
        left = from
        ticking = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .scan(from) { left, _ in left - 1 }
            .sink { [weak self] left in
                guard let self else { return }
                self.left = left
                guard left == 0 else { return }
                // Cancelling the last subscription stops the timer.
                ticking = nil
                finished.send()
            }
    }

    func reset() {
        ticking = nil
        left = from
    }
}
