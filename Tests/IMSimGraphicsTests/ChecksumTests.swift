import CIMSimZlib
import XCTest

/// The sums a PNG carries (Adler-32 at the end of its zlib stream, a CRC-32 for each chunk): the
/// same as the specifications' (RFC 1950, PNG 5.5) whichever library computes them, at every length.
final class ChecksumTests: XCTestCase {
    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func testSumsAreTheSpecificationsAtEveryLength() {
        var generator = SystemRandomNumberGenerator()
        // Lengths around the vector widths and zlib's and libdeflate's block sizes (5552, 32 KiB).
        for length in [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 5551, 5552, 5553, 32_768, 100_003] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(imsim_adler32(1, bytes, bytes.count), adler32(bytes), "Adler-32 of \(length) bytes")
            XCTAssertEqual(imsim_crc32(0, bytes, bytes.count), crc32(bytes), "CRC-32 of \(length) bytes")
            let cut = length / 3
            let first = imsim_adler32(1, bytes, cut)
            XCTAssertEqual(imsim_adler32(first, Array(bytes[cut...]), length - cut), adler32(bytes), "Adler-32 continued at \(cut)")
        }
        // All 0xFF: the sums' largest values before each reduction.
        let full = [UInt8](repeating: 0xFF, count: 1 << 20)
        XCTAssertEqual(imsim_adler32(1, full, full.count), adler32(full))
    }

    /// tools/ensure-deps installs libdeflate: a machine set up with it computes the sums with it.
    func testTheSumsAreLibdeflates() {
        XCTAssertEqual(imsim_sums_use_libdeflate(), 1, "libdeflate.so.0 not loaded: run tools/ensure-deps")
    }
}
