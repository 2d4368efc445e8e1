import Foundation
import SwiftUI
import UIKit

// tools/bench-swiftui: a state change in a SwiftUI List of N rows, from the tap to the updated
// picture, for several N. Each tap marks one row done (its @State lives in the list's view); the
// time is the update, the layout pass, and the picture recorded and painted as an extension's is.

struct Item: Identifiable {
    let id: Int
    var done = false
}

struct Checklist: View {
    @State var items: [Item]

    var body: some View {
        VStack(spacing: 0) {
            Button("Mark next") {
                if let index = items.firstIndex(where: { !$0.done }) { items[index].done = true }
            }
            List {
                ForEach(items) { item in
                    Row(item: item)
                }
            }
        }
    }
}

struct Row: View {
    let item: Item
    var body: some View {
        HStack {
            Text("Row \(item.id)")
            Spacer()
            Text(item.done ? "done" : "to do").foregroundStyle(.secondary)
        }
    }
}

@MainActor
func tapTimes(rows: Int, taps: Int) -> (update: [Double], picture: [Double]) {
    let controller = UIHostingController(rootView: Checklist(items: (0..<rows).map { Item(id: $0) }))
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    format.opaque = true
    let button = allViews(controller.view).compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Mark next" }!
    var updates: [Double] = [], pictures: [Double] = []
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-swiftui-\(getpid()).pixels")
    for _ in 0..<taps {
        let start = DispatchTime.now().uptimeNanoseconds
        button.sendActions(for: .touchUpInside)
        controller.view.layoutIfNeeded()
        let laidOut = DispatchTime.now().uptimeNanoseconds
        let drawing = UIGraphicsImageRenderer(size: controller.view.bounds.size, format: format).record { _ in
            _ = controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try! FileHandle(forUpdating: file)
        try! drawing.paint(intoRawPixelFile: handle)
        try! handle.close()
        let end = DispatchTime.now().uptimeNanoseconds
        updates.append(Double(laidOut - start) / 1e6)
        pictures.append(Double(end - laidOut) / 1e6)
    }
    try? FileManager.default.removeItem(at: file)
    return (updates, pictures)
}

@MainActor
func allViews(_ view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap(allViews)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

MainActor.assumeIsolated {
    let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    let rowCounts = counts.isEmpty ? [50, 100, 200, 500] : counts
    print("rows  update+layout ms  picture ms  total ms  total / 50 rows")
    var base: Double?
    for rows in rowCounts {
        _ = tapTimes(rows: rows, taps: 3)  // warm up
        let (update, picture) = tapTimes(rows: rows, taps: 15)
        let total = median(zip(update, picture).map { $0 + $1 })
        if base == nil { base = total }
        print(String(format: "%4d  %16.2f  %10.2f  %8.2f  %6.2fx", rows, median(update), median(picture), total, total / base!))
    }
}
