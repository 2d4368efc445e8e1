import Foundation

/// CoreFoundation's data, as Swift code hands bytes to CoreGraphics: `data as CFData`.
public typealias CFData = NSData

/// CoreFoundation's dictionary, as CoreGraphics takes one (`auxiliaryInfo: nil` usually).
public typealias CFDictionary = NSDictionary

public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}

public func CFDataGetLength(_ theData: CFData!) -> Int { theData.length }

/// Bytes an image is made from or read as.
public final class CGDataProvider: @unchecked Sendable {
    // @unchecked Sendable: immutable (a `let` of an immutable NSData).
    public let data: CFData?

    public init?(data: CFData) {
        self.data = data
    }
}
