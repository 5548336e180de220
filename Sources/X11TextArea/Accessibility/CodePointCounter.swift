import TextAreaCore

/// Converts between the core's UTF-8 offsets and the Unicode character (code point) offsets of ATK and AT-SPI.
///
/// A code point starts at every byte that is not a UTF-8 continuation byte.
/// The counter remembers one place where both offsets are known, so that
/// nearby conversions (the caret, a typed character) count only the bytes
/// between; an edit before that place forgets it.
struct CodePointCounter {
    /// A UTF-8 offset and the number of code points before it.
    private var anchor = (utf8: 0, codePoints: 0)

    /// The number of code points that start in `range` of `storage`.
    static func count(in storage: TextStorage, _ range: Range<Int>) -> Int {
        var count = 0
        storage.forEachChunk(in: range) { bytes, _ in
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return true
        }
        return count
    }

    /// The code point offset of UTF-8 offset `offset` (a scalar boundary) in `storage`.
    mutating func codePointOffset(of offset: Int, in storage: TextStorage) -> Int {
        let offset = min(max(offset, 0), storage.utf8Count)
        if anchor.utf8 > storage.utf8Count { anchor = (0, 0) }
        let result =
            offset >= anchor.utf8
            ? anchor.codePoints + Self.count(in: storage, anchor.utf8..<offset)
            : anchor.codePoints - Self.count(in: storage, offset..<anchor.utf8)
        anchor = (offset, result)
        return result
    }

    /// The UTF-8 offset where code point `codePoint` starts in `storage` (the end for one past the last).
    mutating func utf8Offset(ofCodePoint codePoint: Int, in storage: TextStorage) -> Int {
        let target = max(codePoint, 0)
        if anchor.utf8 > storage.utf8Count { anchor = (0, 0) }
        if target < anchor.codePoints {
            // Count from the start: code points before the anchor are as cheap to reach forwards.
            anchor = (0, 0)
        }
        var remaining = target - anchor.codePoints
        var result = storage.utf8Count
        storage.forEachChunk(in: anchor.utf8..<storage.utf8Count) { bytes, start in
            for index in bytes.indices where bytes[index] & 0xC0 != 0x80 {
                if remaining == 0 {
                    result = start + index
                    return false
                }
                remaining -= 1
            }
            return true
        }
        if result == storage.utf8Count {
            return result
        }
        anchor = (result, target)
        return result
    }

    /// Remembers that `codePoints` code points come before UTF-8 offset `offset` (one place just counted).
    mutating func remember(utf8 offset: Int, codePoints: Int) {
        anchor = (offset, codePoints)
    }

    /// Keeps the remembered place valid across a replacement of `range` (UTF-8 offsets before it) by `insertedLength` bytes.
    mutating func textDidReplace(_ range: Range<Int>) {
        if anchor.utf8 > range.lowerBound { anchor = (0, 0) }
    }
}
