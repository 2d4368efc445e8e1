import Foundation
import UIKit
import XCTest

/// A cell whose label is pinned to its content view, 150 points wide: its height follows its text.
private final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            label.widthAnchor.constraint(equalToConstant: 142),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class Notes: NSObject, UICollectionViewDataSource {
    let texts: [String]

    init(_ texts: [String]) {
        self.texts = texts
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! NoteCell
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

/// A flow layout with an estimated item size lays each item out at the size its cell's constraints
/// give it, not at the estimate.
@MainActor
final class SelfSizingCellTests: XCTestCase {
    func testEachCellIsAsTallAsItsText() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 600), collectionViewLayout: layout)
        collection.register(NoteCell.self, forCellWithReuseIdentifier: "Note")
        let notes = Notes(["Fries", "Mussels with a white wine and garlic sauce, enough for the whole party tonight"])
        collection.dataSource = notes
        collection.layoutIfNeeded()
        let cells = try (0..<2).map { try XCTUnwrap(collection.cellForItem(at: IndexPath(item: $0, section: 0))) }
        let short = cells[0].frame, long = cells[1].frame
        XCTAssertEqual(short.width, 150, accuracy: 0.01)
        XCTAssertEqual(long.width, 150, accuracy: 0.01)
        let oneLine = try XCTUnwrap(cells[0] as? NoteCell).label.intrinsicContentSize.height
        XCTAssertEqual(short.height, 8 + oneLine, accuracy: 0.5, "one line and the insets, not the estimate")
        XCTAssertGreaterThan(long.height, 2 * oneLine + 8, "the long text wraps onto several lines")
        XCTAssertEqual(long.minY, short.maxY + 10, accuracy: 0.5, "the next line starts below the first cell")
        XCTAssertEqual(collection.contentSize.height, long.maxY, accuracy: 0.5)
    }
}
