import Foundation
import UIKit
import XCTest

/// A data source of `counts[section]` plain cells per section; a flow-layout delegate giving
/// `sizes` when set.
private final class CountingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

@MainActor
final class FlowLayoutTests: XCTestCase {
    private var source = CountingSource([])

    private func collectionView(_ counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
                                configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        configure(layout)
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        source = CountingSource(counts)
        view.dataSource = source
        view.delegate = source
        return view
    }

    private func frames(_ view: UICollectionView) -> [CGRect] {
        view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.frame }
    }

    func testVerticalLinesAreJustifiedAndALoneItemIsCentered() async {
        let view = collectionView([5]) { $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
        // 300 points per line: two items of 100 fit with at least 10 between them; the spare room
        // goes between them; the fifth item is alone on its line, centered.
        XCTAssertEqual(frames(view), [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 210, y: 10, width: 100, height: 50),
            CGRect(x: 10, y: 70, width: 100, height: 50), CGRect(x: 210, y: 70, width: 100, height: 50),
            CGRect(x: 110, y: 130, width: 100, height: 50),
        ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 190))
        XCTAssertEqual(view.collectionViewLayout.collectionViewContentSize, view.contentSize)
    }

    func testHeadersFootersAndSectionsStack() async {
        let view = collectionView([1, 2]) {
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        let layout = view.collectionViewLayout
        XCTAssertEqual(view.numberOfSections, 2, "loads and lays out")
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(frames(view), [
            CGRect(x: 110, y: 30, width: 100, height: 50),
            CGRect(x: 0, y: 130, width: 100, height: 50), CGRect(x: 220, y: 130, width: 100, height: 50),
        ])
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                   at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 180, width: 320, height: 20))
        XCTAssertEqual(view.contentSize.height, 200)
        XCTAssertTrue(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty,
                      "the data source provides no supplementary views, so none is shown")
    }

    func testDelegateSizesCenterItemsInTheirLine() async {
        let view = collectionView([2]) { _ in }
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 30)
        view.reloadData()
        XCTAssertEqual(frames(view), [CGRect(x: 0, y: 0, width: 100, height: 50),
                                      CGRect(x: 220, y: 10, width: 100, height: 30)])
    }

    func testHorizontalScrollingFillsColumns() async {
        let view = collectionView([4], size: CGSize(width: 320, height: 200)) { $0.scrollDirection = .horizontal }
        // 200 points per column: three items of 50 with at least 10 between them.
        XCTAssertEqual(frames(view), [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 75, width: 100, height: 50),
            CGRect(x: 0, y: 150, width: 100, height: 50), CGRect(x: 110, y: 75, width: 100, height: 50),
        ])
        XCTAssertEqual(view.contentSize, CGSize(width: 210, height: 200))
    }

    func testANewWidthLaysTheItemsOutAgain() async {
        let view = collectionView([3]) { _ in }
        XCTAssertEqual(frames(view).map(\.minY), [0, 0, 0])
        view.frame = CGRect(x: 0, y: 0, width: 220, height: 480)
        view.layoutIfNeeded()
        XCTAssertEqual(frames(view).map(\.minY), [0, 0, 60])
        view.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(frames(view).map(\.origin), [CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 60), CGPoint(x: 50, y: 120)],
                       "200 points per line: one item each, centered")
    }
}
