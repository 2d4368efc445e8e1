import Foundation

/// Breaks paragraphs into lines for `TextLayout`: greedy, between words (or characters), measured
/// with a scratch canvas of its own, so layouts may be made on any thread.
struct LineBreaker {
    private static let ellipsis = "\u{2026}"

    let limits: TextLayout.Limits
    /// The height of the lines kept, with the spacing between them.
    private(set) var totalHeight = 0.0
    private let measure = Canvas(width: 1, height: 1)
    /// Set once a line or paragraph was left out: nothing more is laid out.
    private var isFull = false

    init(limits: TextLayout.Limits) {
        self.limits = limits
    }

    /// A piece of a paragraph that stays on one line: a word with the spaces after it, or one character.
    private struct Piece {
        var text: String
        var style: TextStyle
        var width: Double
        var trailingSpaceWidth: Double
    }

    mutating func layOut(_ paragraphs: [TextParagraph]) -> [TextLayout.Line] {
        var lines: [TextLayout.Line] = []
        for (index, paragraph) in paragraphs.enumerated() where !isFull {
            let format = paragraph.format
            if index > 0 { totalHeight += format.paragraphSpacingBefore }
            let pieceLines = breakIntoLines(paragraph)
            for (lineIndex, pieces) in pieceLines.enumerated() {
                var line = makeLine(pieces, paragraph: paragraph, isFirst: lineIndex == 0)
                let lineLimitReached = limits.maximumLines > 0 && lines.count == limits.maximumLines
                let heightExceeded = limits.height.map { totalHeight + line.height > $0 + 0.001 } ?? false
                if lineLimitReached || (heightExceeded && !lines.isEmpty) {
                    isFull = true
                    if limits.truncatesLastVisibleLine, let last = lines.popLast() {
                        lines.append(withEllipsis(last, paragraph: paragraph))
                    }
                    break
                }
                if lineIndex > 0 { totalHeight += format.lineSpacing }
                line.top = totalHeight
                line.baseline += totalHeight
                totalHeight += line.height
                lines.append(line)
            }
            if !isFull { totalHeight += format.paragraphSpacing }
        }
        if let last = paragraphs.last, !isFull { totalHeight -= last.format.paragraphSpacing }
        return lines
    }

    // MARK: Breaking

    private func available(_ format: ParagraphFormat, isFirst: Bool) -> Double? {
        guard let width = limits.width else { return nil }
        let head = isFirst ? format.firstLineHeadIndent : format.headIndent
        let tail = format.tailIndent > 0 ? format.tailIndent : width + format.tailIndent
        return max(tail - head, 0)
    }

    private func breakIntoLines(_ paragraph: TextParagraph) -> [[Piece]] {
        let format = paragraph.format
        let pieces = self.pieces(of: paragraph)
        guard format.wrapping != .none else { return [truncated(pieces, paragraph: paragraph)] }
        var lines: [[Piece]] = []
        var current: [Piece] = []
        var width = 0.0
        var queue = pieces[...]
        while let piece = queue.popFirst() {
            guard let limit = available(format, isFirst: lines.isEmpty) else {
                current.append(piece)
                continue
            }
            if width + piece.width - piece.trailingSpaceWidth <= limit + 0.001 {
                current.append(piece)
                width += piece.width
            } else if current.isEmpty {
                // A word longer than the line: break it between characters.
                let characters = split(piece, within: limit)
                current.append(characters.first)
                lines.append(current)
                current = []
                width = 0
                if let rest = characters.rest { queue.insert(rest, at: queue.startIndex) }
            } else {
                lines.append(current)
                current = []
                width = 0
                queue.insert(piece, at: queue.startIndex)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `piece` cut into what fits within `limit` (at least one character) and the rest.
    private func split(_ piece: Piece, within limit: Double) -> (first: Piece, rest: Piece?) {
        var head = ""
        for character in piece.text {
            let candidate = head + String(character)
            if !head.isEmpty && advance(candidate, piece.style) > limit { break }
            head = candidate
        }
        let rest = String(piece.text.dropFirst(head.count))
        let first = makePiece(head, piece.style)
        return (first, rest.isEmpty ? nil : makePiece(rest, piece.style))
    }

    /// A single line that does not wrap, cut with an ellipsis if it is too long and may be truncated.
    private func truncated(_ pieces: [Piece], paragraph: TextParagraph) -> [Piece] {
        let format = paragraph.format
        guard let limit = available(format, isFirst: true), format.truncation != .none else { return pieces }
        let total = pieces.reduce(0) { $0 + $1.width }
        guard total > limit else { return pieces }
        return fitted(pieces, paragraph: paragraph, within: limit)
    }

    /// The start of `pieces` followed by an ellipsis, within `limit`.
    private func fitted(_ pieces: [Piece], paragraph: TextParagraph, within limit: Double) -> [Piece] {
        let style = pieces.last?.style ?? paragraph.defaultStyle
        var text = pieces.map(\.text).joined()
        let styles = pieces.flatMap { piece in piece.text.map { _ in piece.style } }
        while !text.isEmpty && runsWidth(text, styles) + advance(Self.ellipsis, style) > limit {
            text.removeLast()
        }
        while text.last == " " { text.removeLast() }
        var result: [Piece] = []
        for (character, style) in zip(text, styles) {
            if let last = result.last, last.style == style {
                result[result.count - 1] = makePiece(last.text + String(character), style)
            } else {
                result.append(makePiece(String(character), style))
            }
        }
        result.append(makePiece(Self.ellipsis, style))
        return result
    }

    private func runsWidth(_ text: String, _ styles: [TextStyle]) -> Double {
        zip(text, styles).reduce(0) { $0 + advance(String($1.0), $1.1) }
    }

    private func withEllipsis(_ line: TextLayout.Line, paragraph: TextParagraph) -> TextLayout.Line {
        let pieces = line.fragments.map { makePiece($0.text, $0.style) }
        let limit = available(paragraph.format, isFirst: false) ?? .infinity
        let total = pieces.reduce(0) { $0 + $1.width } + advance(Self.ellipsis, pieces.last?.style ?? paragraph.defaultStyle)
        let cut = total > limit ? fitted(pieces, paragraph: paragraph, within: limit)
            : pieces + [makePiece(Self.ellipsis, pieces.last?.style ?? paragraph.defaultStyle)]
        var replaced = makeLine(cut, paragraph: paragraph, isFirst: false)
        replaced.top = line.top
        replaced.baseline = line.baseline
        replaced.height = line.height
        return replaced
    }

    // MARK: Pieces and lines

    private func pieces(of paragraph: TextParagraph) -> [Piece] {
        var pieces: [Piece] = []
        for run in paragraph.runs where !run.text.isEmpty {
            if paragraph.format.wrapping == .character {
                pieces += run.text.map { makePiece(String($0), run.style) }
                continue
            }
            var word = ""
            for character in run.text {
                if character != " " && word.last == " " {
                    pieces.append(makePiece(word, run.style))
                    word = ""
                }
                word.append(character)
            }
            if !word.isEmpty { pieces.append(makePiece(word, run.style)) }
        }
        return pieces
    }

    private func makePiece(_ text: String, _ style: TextStyle) -> Piece {
        let trimmed = text.reversed().drop { $0 == " " }
        let spaces = text.count - trimmed.count
        let width = advance(text, style)
        let spaceWidth = spaces == 0 ? 0 : width - advance(String(trimmed.reversed()), style)
        return Piece(text: text, style: style, width: width, trailingSpaceWidth: spaceWidth)
    }

    private func advance(_ text: String, _ style: TextStyle) -> Double {
        measure.advance(of: text, font: style.font) + style.kern * Double(text.count)
    }

    /// A line of `pieces` (merged by style) at the top of the layout; `layOut` moves it down.
    private func makeLine(_ pieces: [Piece], paragraph: TextParagraph, isFirst: Bool) -> TextLayout.Line {
        let format = paragraph.format
        var fragments: [TextLayout.Fragment] = []
        var x = 0.0
        for piece in pieces {
            if let last = fragments.last, last.style == piece.style {
                fragments[fragments.count - 1].text += piece.text
                fragments[fragments.count - 1].width += piece.width
            } else {
                fragments.append(TextLayout.Fragment(text: piece.text, style: piece.style, x: x, width: piece.width))
            }
            x += piece.width
        }
        let width = x - (pieces.last?.trailingSpaceWidth ?? 0)
        let styles = fragments.isEmpty ? [paragraph.defaultStyle] : fragments.map(\.style)
        let metrics = styles.map { measure.metrics(of: $0.font) }
        let ascent = metrics.map(\.ascent).max() ?? 0
        let descent = metrics.map(\.descent).max() ?? 0
        let leading = limits.usesFontLeading ? metrics.map(\.leading).max() ?? 0 : 0
        var height = ascent + descent + leading
        if format.lineHeightMultiple > 0 { height *= format.lineHeightMultiple }
        height = max(height, format.minimumLineHeight)
        if format.maximumLineHeight > 0 { height = min(height, format.maximumLineHeight) }

        let head = isFirst ? format.firstLineHeadIndent : format.headIndent
        var offset = head
        if let room = available(format, isFirst: isFirst) {
            switch format.alignment {
            case .left, .justified: break
            case .center: offset += (room - width) / 2
            case .right: offset += room - width
            }
        }
        for index in fragments.indices { fragments[index].x += offset }
        return TextLayout.Line(fragments: fragments, top: 0, height: height, baseline: height - descent,
                               x: offset, width: width)
    }
}
