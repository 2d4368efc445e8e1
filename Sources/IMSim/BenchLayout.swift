import Foundation
import IMSimCore
import IMSimModel
import IMSimGraphics
import IMSimScreen
import UIKit

/// `imsim bench --layout N,...` and `--picture`: Auto Layout and the phone picture, in this process.
/// Each view count is laid out from scratch (first pass) and then after one constraint's constant
/// changed (an incremental pass), best of `repeats`.
@MainActor
struct BenchLayout {
    let repeats: Int

    /// Lines like `layout  1000 views: first pass 12.3 ms, incremental 0.4 ms`.
    func measure(viewCounts: [Int]) -> [String] {
        viewCounts.map { count in
            var first = Double.infinity, incremental = Double.infinity
            for _ in 0..<repeats {
                let (root, knob) = Self.makeTree(views: count)
                first = min(first, Self.time { root.layoutIfNeeded() })
                knob.constant += 1
                incremental = min(incremental, Self.time { root.layoutIfNeeded() })
            }
            return String(format: "layout %5d views: first pass %8.2f ms, incremental %7.2f ms", count, first * 1000,
                          incremental * 1000)
        }
    }

    /// A screen of rows, as a list-like extension makes it: a vertical stack in a scroll view, each row
    /// a horizontal stack of a label and a button (three views a row). Returns the root and a constraint to nudge.
    static func makeTree(views: Int) -> (UIView, NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 291))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        scrollView.addSubview(column)
        for index in 0..<max(views / 3, 1) {
            let label = UILabel()
            label.text = "Item \(index)"
            let button = UIButton(type: .system)
            button.setTitle("Add", for: .normal)
            let row = UIStackView(arrangedSubviews: [label, button])
            row.spacing = 8
            column.addArrangedSubview(row)
        }
        let top = column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            top,
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -8),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        return (root, top)
    }

    /// One phone picture (iPhone 13/14, 20 bubbles, an open extension's picture): drawing, then PNG encoding.
    func measurePicture() -> String {
        let device = Device.default
        var snapshot = PhoneSnapshot(name: "Kate", conversation: "chat")
        for index in 0..<20 {
            let sender = index.isMultiple(of: 2) ? "Kate" : "John"
            let payload = MessagePayload(id: UUID(), conversationID: "chat", senderName: sender, bundleIdentifier: "", sessionID: nil, url: nil, layout: nil,
                                         content: .text("Message number \(index) about mussels and fries"))
            snapshot.transcript.append(TranscriptItem(payload))
        }
        let frame = device.extensionFrame(for: .compact)!
        let picture = Canvas(width: Int(frame.width * device.scale), height: Int(frame.height * device.scale), opaque: true)
        picture.fillColor = .white
        picture.fill(rect: CGRect(x: 0, y: 0, width: picture.width, height: picture.height))
        snapshot.app = RunningApp(bundleIdentifier: "com.example.Mussels", style: .compact, screen: ScreenSnapshot())
        let renderer = PhoneScreenRenderer()
        var draw = Double.infinity, encode = Double.infinity
        for _ in 0..<repeats {
            var canvas: Canvas?
            draw = min(draw, Self.time { canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(picture)) })
            encode = min(encode, Self.time { _ = canvas?.pngData() })
        }
        return String(format: "picture %@ %dx%d: draw %.2f ms, PNG %.2f ms, total %.2f ms", device.id, device.pixelWidth,
                      device.pixelHeight, draw * 1000, encode * 1000, (draw + encode) * 1000)
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
