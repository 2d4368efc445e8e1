import Foundation

/// UIKit's table and collection view accessors on `IndexPath`: index 0 is the section, index 1 the row.
extension IndexPath {
    /// An index path for a row of a table view section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item of a collection view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// The same accessors on `NSIndexPath`, which UIKit adds on iOS (older extensions cast to it).
extension NSIndexPath {
    public convenience init(row: Int, inSection section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public convenience init(item: Int, inSection section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
