import Foundation

/// The sundaes the user completed, oldest first, saved in `UserDefaults` as the query strings of their
/// URLs. Each phone's extension has its own defaults (in its container), kept across launches.
struct IceCreamHistory {
    // MARK: Properties

    /// How many sundaes are kept; older ones are dropped.
    static let maximumHistorySize = 50

    /// The key of the array of query strings in the defaults.
    static let userDefaultsKey = "iceCreams"

    /// The sundaes, oldest first.
    private(set) var iceCreams: [IceCream]

    /// Where the history is loaded from and saved to.
    private let defaults: UserDefaults

    var count: Int {
        iceCreams.count
    }

    subscript(index: Int) -> IceCream {
        iceCreams[index]
    }

    // MARK: Initialization

    /// `IceCreamHistory`'s only initializer is private: use `load(from:)` to read the saved history.
    private init(iceCreams: [IceCream], defaults: UserDefaults) {
        self.iceCreams = iceCreams
        self.defaults = defaults
    }

    /// Loads the saved history. A fresh history starts with four example sundaes, saved at once.
    static func load(from defaults: UserDefaults = .standard) -> IceCreamHistory {
        var iceCreams = [IceCream]()

        if let savedIceCreams = defaults.stringArray(forKey: IceCreamHistory.userDefaultsKey) {
            iceCreams = savedIceCreams.compactMap { queryString in
                guard let components = URLComponents(string: queryString),
                      let queryItems = components.queryItems else { return nil }
                return IceCream(queryItems: queryItems)
            }
        }

        // If no ice creams have been loaded, create some tasty examples.
        if iceCreams.isEmpty {
            iceCreams.append(IceCream(base: .cup, scoops: .vanilla, topping: .sprinkles))
            iceCreams.append(IceCream(base: .cone, scoops: .strawberry, topping: .nuts))
            iceCreams.append(IceCream(base: .cup, scoops: .chocolate, topping: .cherry))
            iceCreams.append(IceCream(base: .cone, scoops: .vanilla, topping: .sprinkles))

            let history = IceCreamHistory(iceCreams: iceCreams, defaults: defaults)
            history.save()
            return history
        }

        return IceCreamHistory(iceCreams: iceCreams.suffix(maximumHistorySize), defaults: defaults)
    }

    // MARK: Changing and saving

    /// Adds `iceCream` as the newest sundae, unless it already is the newest (the same sundae seen
    /// again); the oldest is dropped beyond `maximumHistorySize`.
    mutating func append(_ iceCream: IceCream) {
        guard iceCreams.last != iceCream else { return }
        iceCreams.append(iceCream)
        if iceCreams.count > IceCreamHistory.maximumHistorySize {
            iceCreams.removeFirst(iceCreams.count - IceCreamHistory.maximumHistorySize)
        }
    }

    /// Writes the history to the defaults, and to disk at once: the extension's process is ended soon
    /// after it resigns, and on Linux unsynchronized defaults die with it.
    func save() {
        // Save a maximum number of ice creams.
        let iceCreamsToSave = iceCreams.suffix(IceCreamHistory.maximumHistorySize)

        // Map the ice creams to an array of query strings ("?base=cone&scoops=chocolate&topping=cherry").
        let iceCreamQueryStrings: [String] = iceCreamsToSave.compactMap { iceCream in
            var components = URLComponents()
            components.queryItems = iceCream.queryItems
            return components.url?.absoluteString
        }

        defaults.set(iceCreamQueryStrings, forKey: IceCreamHistory.userDefaultsKey)
        defaults.synchronize()
    }
}
