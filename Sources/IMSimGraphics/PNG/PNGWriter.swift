import CIMSimZlib
import Dispatch
import Foundation

/// Writes a PNG (8 bits a channel, RGB or RGBA with straight alpha, not interlaced) from rows of
/// pixels asked for by index.
///
/// Fast rather than small (cairo's writer, libpng at level 6 with adaptive filters, took about 100 ms
/// for a 1170×2532 phone screen, nearly all in deflate): every row gets the "up" filter (flat areas
/// and repeated rows become zeros; "sub" measured slower and larger, "none" slower) and zlib compresses
/// at level 1 (the RLE strategy was as fast and 8% larger); and the rows are cut into bands of about
/// `bandBytes`, deflated on as many threads as there are cores, as separate raw deflate streams joined
/// with sync flushes (as pigz does) under one zlib header and one Adler-32. The bands depend on the
/// image's size only, never on the number of cores, so the same pixels always give the same bytes;
/// and a band whose rows (and the row above) are those of an earlier image of the same layout is
/// taken from that image's encoding instead of deflated again (`encode(reusing:)`).
/// Memory: a few rows per band being deflated, and the compressed output.
struct PNGWriter {
    enum ColorType: UInt8 {
        case rgb = 2
        case rgba = 6

        var channels: Int { self == .rgb ? 3 : 4 }
    }

    /// PNG's filter types, applied to a row before it is deflated (the PNG specification, 9.2).
    enum Filter: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
    }

    let width: Int
    let height: Int
    let colorType: ColorType
    var filter = Filter.up
    /// zlib's compression level (1: fastest) and strategy.
    var level: Int32 = 1
    var strategy = Int32(IMSIM_DEFLATE_DEFAULT_STRATEGY)
    /// About how many filtered bytes a band holds (whole rows, at least one): small enough that the
    /// unchanged parts of a phone's next picture are whole bands.
    var bandBytes = 1 << 16
    /// The most bytes an IDAT chunk holds.
    var chunkSize = 1 << 16

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One band's deflated rows: its raw deflate stream and the Adler-32 and length of what it compressed.
    struct Band: Sendable {
        /// The rows it holds.
        var rows: Range<Int>
        var deflated: [UInt8] = []
        var adler: UInt32 = 1
        var length = 0
    }

    /// The PNG, or nil if the size is not one PNG allows or zlib fails (out of memory).
    /// `fillRow(y, row)` writes the `width × channels` bytes of row `y` (from the top) into `row`; it
    /// is called from several threads at once, for different rows, and some rows are asked for twice.
    func encode(_ fillRow: @Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void) -> Data? {
        encode(reusing: { _ in nil }, fillRow)?.png
    }

    /// `encode(_:)`, taking each band `reuse(rows)` gives (deflated earlier from the same rows, and
    /// the same row above them, of an image of this layout); also returns every band, to be reused.
    /// With `upFilteredRow`, which writes row `y` already filtered with "up" (the filter byte not
    /// included), a writer using that filter asks it instead of filtering `fillRow`'s rows itself.
    func encode(reusing reuse: (_ rows: Range<Int>) -> Band?,
                upFilteredRow: (@Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void)? = nil,
                _ fillRow: @Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void) -> (png: Data, bands: [Band])? {
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        let rowBytes = width * colorType.channels
        let rowsPerBand = max(1, bandBytes / (rowBytes + 1))
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        func rows(of index: Int) -> Range<Int> { index * rowsPerBand..<min(height, (index + 1) * rowsPerBand) }
        var bands = (0..<bandCount).map { reuse(rows(of: $0)) }
        let missing = bands.indices.filter { bands[$0] == nil }
        @Sendable func deflate(band index: Int) -> Band? {
            deflateBand(index * rowsPerBand..<min(height, (index + 1) * rowsPerBand), last: index == bandCount - 1,
                        rowBytes: rowBytes, upFilteredRow: filter == .up ? upFilteredRow : nil, fillRow)
        }
        if missing.count == 1 {
            bands[missing[0]] = deflate(band: missing[0])
        } else if missing.count > 1 {
            bands.withUnsafeMutableBufferPointer { results in
                // Each band writes only its own element.
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: missing.count) { index in
                    results[missing[index]] = deflate(band: missing[index])
                }
            }
        }
        guard bands.allSatisfy({ $0 != nil }) else { return nil }

        var png = Data()
        png.append(contentsOf: Self.signature)
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth, colour type, compression (deflate), filter method (adaptive), no interlace.
        header += [8, colorType.rawValue, 0, 0, 0]
        png.appendChunk("IHDR", header)
        // A white background, as cairo's writer (through libpng) states.
        png.appendChunk("bKGD", [0, 255, 0, 255, 0, 255])
        var data = ChunkWriter(type: "IDAT", capacity: chunkSize)
        // The zlib header: deflate with a 32 KiB window, compressed at the fastest level (RFC 1950).
        data.write([0x78, 0x01], to: &png)
        var adler: UInt32 = 1
        for case let band? in bands {
            data.write(band.deflated, to: &png)
            adler = imsim_adler32_combine(adler, band.adler, band.length)
        }
        var trailer = [UInt8]()
        trailer.appendBigEndian(adler)
        data.write(trailer, to: &png)
        data.flush(to: &png)
        png.appendChunk("IEND", [])
        return (png, bands.compactMap { $0 })
    }

    /// Filters and deflates `rows` as one raw deflate stream, ended with a sync flush, or finished if `last`.
    private func deflateBand(_ rows: Range<Int>, last: Bool, rowBytes: Int,
                             upFilteredRow: (@Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void)?,
                             _ fillRow: @Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void) -> Band? {
        guard let stream = imsim_deflate_create(level, strategy) else { return nil }
        // The previous row (zero above the first, as "up" assumes), this row, this row filtered, and
        // deflated bytes on their way to the band's output.
        let outputSize = 1 << 16
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: outputSize)
        defer {
            imsim_deflate_destroy(stream)
            previous.deallocate()
            current.deallocate()
            filtered.deallocate()
            output.deallocate()
        }
        if upFilteredRow != nil {
        } else if rows.lowerBound == 0 {
            previous.initialize(repeating: 0, count: rowBytes)
        } else {
            fillRow(rows.lowerBound - 1, previous)
        }
        var band = Band(rows: rows)
        var pending = 0
        for y in rows {
            filtered[0] = filter.rawValue
            if let upFilteredRow {
                upFilteredRow(y, filtered + 1)
            } else {
                fillRow(y, current)
                Self.apply(filter, to: current, above: previous, into: filtered + 1, count: rowBytes,
                           bytesPerPixel: colorType.channels)
            }
            band.adler = imsim_adler32(band.adler, filtered, rowBytes + 1)
            band.length += rowBytes + 1
            let flush = y < rows.upperBound - 1 ? IMSIM_DEFLATE_NO_FLUSH : last ? IMSIM_DEFLATE_FINISH : IMSIM_DEFLATE_SYNC_FLUSH
            var offset = 0
            while true {
                var consumed = 0
                var produced = 0
                let status = imsim_deflate_run(stream, filtered + offset, rowBytes + 1 - offset, output + pending,
                                               outputSize - pending, Int32(flush), &consumed, &produced)
                offset += consumed
                pending += produced
                if status < 0 { return nil }
                if pending == outputSize || (status == 1 && y == rows.upperBound - 1) {
                    band.deflated.append(contentsOf: UnsafeBufferPointer(start: output, count: pending))
                    pending = 0
                }
                if status == 1 { break }
            }
            swap(&previous, &current)
        }
        return band
    }

    /// Writes `row` filtered with `filter` (`above` is the row before, unfiltered) into `output`.
    static func apply(_ filter: Filter, to row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
                      into output: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel: Int) {
        switch filter {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            let head = min(bytesPerPixel, count)
            output.update(from: row, count: head)
            for index in head..<count {
                output[index] = row[index] &- row[index - bytesPerPixel]
            }
        case .up:
            for index in 0..<count {
                output[index] = row[index] &- above[index]
            }
        }
    }
}

/// Cuts a stream of bytes into chunks of one type of at most `capacity` bytes each.
private struct ChunkWriter {
    /// The chunk's type then its data: the CRC covers both.
    private var buffer: [UInt8]
    private let capacity: Int

    init(type: String, capacity: Int) {
        buffer = Array(type.utf8)
        buffer.reserveCapacity(4 + capacity)
        self.capacity = capacity
    }

    mutating func write(_ bytes: [UInt8], to png: inout Data) {
        var start = 0
        while start < bytes.count {
            let count = min(bytes.count - start, capacity - (buffer.count - 4))
            buffer.append(contentsOf: bytes[start..<start + count])
            start += count
            if buffer.count - 4 == capacity { flush(to: &png) }
        }
    }

    /// Writes the chunk of what has been written since the last, if anything has.
    mutating func flush(to png: inout Data) {
        guard buffer.count > 4 else { return }
        png.appendBigEndian(UInt32(buffer.count - 4))
        png.append(contentsOf: buffer)
        png.appendBigEndian(imsim_crc32(0, buffer, buffer.count))
        buffer.removeSubrange(4...)
    }
}

extension Data {
    /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let typed = Array(type.utf8) + data
        appendBigEndian(UInt32(data.count))
        append(contentsOf: typed)
        appendBigEndian(imsim_crc32(0, typed, typed.count))
    }

    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
