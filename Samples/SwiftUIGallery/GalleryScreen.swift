import SwiftUI

/// The pages, in a list in a navigation stack.
struct GalleryScreen: View {
    let send: (String) async throws -> Void

    var body: some View {
        NavigationStack {
            List {
                Section("Pages") {
                    NavigationLink("Order") { OrderPage(send: send) }
                    NavigationLink("Party") { PartyPage() }
                    NavigationLink("Stickers") { StickerGrid() }
                    NavigationLink("Countdown") { CountdownPage() }
                }
            }
            .navigationTitle("Gallery")
        }
    }
}

/// An order of ice cream: a picker of each kind, a toggle, a stepper and a slider; Send inserts it.
struct OrderPage: View {
    let send: (String) async throws -> Void
    @State private var flavour = "Vanilla"
    @State private var cone = "Waffle"
    @State private var sprinkles = false
    @State private var scoops = 1
    @State private var sweetness = 0.5
    @State private var confirming = false

    var summary: String {
        "\(scoops) \(flavour) in a \(cone.lowercased()) cone\(sprinkles ? " with sprinkles" : ""), sweetness \(Int(sweetness * 100))%"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Flavour", selection: $flavour) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Cone", selection: $cone) {
                Text("Waffle").tag("Waffle")
                Text("Sugar").tag("Sugar")
            }
            Toggle("Sprinkles", isOn: $sprinkles)
            Stepper("Scoops: \(scoops)", value: $scoops, in: 1...4)
            Slider(value: $sweetness)
                .accessibilityLabel("Sweetness")
            Text(summary)
                .font(.footnote)
                .accessibilityIdentifier("summary")
            Button("Send order") { confirming = true }
                .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .navigationTitle("Order")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Reset") {
                    flavour = "Vanilla"
                    cone = "Waffle"
                    sprinkles = false
                    scoops = 1
                    sweetness = 0.5
                }
            }
        }
        .alert("Send this order?", isPresented: $confirming) {
            Button("Send") { Task { try? await send(summary) } }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text(summary)
        }
    }
}

/// A party with a guest list edited in a sheet.
struct PartyPage: View {
    @State private var guests = ["Kate"]
    @State private var adding = false
    @State private var when = Date(timeIntervalSinceReferenceDate: 0)

    private var whenText: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: when)
    }

    var body: some View {
        VStack(spacing: 12) {
            DatePicker("When", selection: $when)
            Text("Party on \(whenText)")
            ForEach(guests, id: \.self) { Text($0) }
            Text("\(guests.count) guests").foregroundStyle(.secondary)
            Button("Add a guest") { adding = true }
        }
        .padding()
        .navigationTitle("Party")
        .sheet(isPresented: $adding) {
            GuestForm { guests.append($0) }
        }
    }
}

/// The sheet: a name, then Add (which dismisses it).
struct GuestForm: View {
    let add: (String) -> Void
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("New guest").font(.headline)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Spacer()
                Button("Add") {
                    add(name)
                    dismiss()
                }
                .disabled(name.isEmpty)
            }
        }
        .padding()
    }
}

/// Stickers in an adaptive grid; tapping one selects it.
struct StickerGrid: View {
    @State private var chosen: String?
    private let names = ["star", "heart", "bolt", "leaf", "flame", "moon", "sun.max", "cloud"]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], spacing: 12) {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name)
                        .font(.largeTitle)
                        .foregroundStyle(chosen == name ? Color.blue : Color.primary)
                        .frame(width: 64, height: 64)
                        .background(chosen == name ? Color.blue.opacity(0.2) : Color.gray.opacity(0.1))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .onTapGesture { chosen = name }
                        .accessibilityLabel(name)
                }
            }
            .padding()
            Text(chosen.map { "Chosen: \($0)" } ?? "Choose a sticker")
        }
        .navigationTitle("Stickers")
    }
}
