import Foundation
import UIKit
import XCTest

/// A data source of `counts[section]` cells per section, of `cellClass`, with headers.
private final class Source: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// A cell that would like to be 60 points tall.
private final class TallCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes
        attributes.frame.size.height = 60
        return attributes
    }
}

/// Compositional layouts: grids of fractional items, repeated items with spacing, nested groups,
/// orthogonal rows, boundary headers, lists whose estimated rows take the cells' heights.
@MainActor
final class CompositionalLayoutTests: XCTestCase {
    private var source = Source([])

    private func collectionView(_ counts: [Int], layout: UICollectionViewLayout, cell: AnyClass = UICollectionViewCell.self)
        -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(cell, forCellWithReuseIdentifier: "Cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "Header")
        source = Source(counts)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testAGridOfThirdsWithInsetsFillsRowByRow() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let view = collectionView([7], layout: UICollectionViewCompositionalLayout(section: section))
        XCTAssertEqual(frame(view, 0), CGRect(x: 12, y: 12, width: 96, height: 96), "a third of 300, less its insets")
        XCTAssertEqual(frame(view, 2), CGRect(x: 212, y: 12, width: 96, height: 96))
        XCTAssertEqual(frame(view, 3)?.minY, CGFloat(117), "the fourth starts the second row (10 + 100 + 5 + 2)")
        XCTAssertEqual(frame(view, 6)?.minX, 12, "the seventh alone on the third")
        let gridHeight: CGFloat = 10 + 3 * 100 + 2 * 5 + 10
        XCTAssertEqual(view.contentSize.height, gridHeight)
    }

    func testRepeatedItemsShareTheGroupAndNestedGroupsStack() async {
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [big, column])
        let view = collectionView([3], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        XCTAssertEqual(frame(view, 0), CGRect(x: 0, y: 0, width: 160, height: 200))
        XCTAssertEqual(frame(view, 1), CGRect(x: 160, y: 0, width: 160, height: 100))
        XCTAssertEqual(frame(view, 2), CGRect(x: 160, y: 100, width: 160, height: 100))

        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            repeatingSubitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .fractionalHeight(1))),
            count: 2)
        pair.interItemSpacing = .fixed(10)
        let spaced = collectionView([2], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair)))
        XCTAssertEqual(frame(spaced, 1), CGRect(x: 165, y: 0, width: 155, height: 44))
    }

    func testAnOrthogonalSectionIsOneRowAndHeadersComeFirst() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            XCTAssertEqual(environment.container.effectiveContentSize.width, 320)
            return section
        }, configuration: configuration)
        let view = collectionView([3, 1], layout: layout)
        XCTAssertEqual(frame(view, 2), CGRect(x: 320, y: 30, width: 150, height: 80), "beyond the width, in the same row")
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 130, width: 320, height: 30), "after 30 + 80 and 20 between sections")
        XCTAssertEqual(frame(view, 0, 1)?.minY, CGFloat(160))
    }

    func testAListsEstimatedRowsTakeTheCellsHeights() async {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = collectionView([3], layout: UICollectionViewCompositionalLayout.list(using: configuration), cell: TallCell.self)
        XCTAssertEqual(frame(view, 0), CGRect(x: 20, y: 38, width: 280, height: 60), "inset 20, under a 38-point header, 60 tall")
        XCTAssertEqual(frame(view, 2)?.minY, CGFloat(158))
    }
}
