/// The per-character data of a paragraph that needed the whole algorithm, in one block of memory.
///
/// ``BidiParagraph``'s initializers fill it and nothing changes it after,
/// so paragraphs share it freely. Plain pointers keep the per-line queries
/// free of array overhead.
///
/// # Invariants
/// - `classes` and `levels` hold `count` elements once filled; `byteOffsets`,
///   when present, holds `count + 1` increasing offsets from 0 to the UTF-8 length.
/// - Without `byteOffsets`, every character is one byte.
final class BidiResolvedCharacters: @unchecked Sendable {
    /// The number of characters.
    let count: Int
    /// The Bidi_Class of each character, as given.
    let classes: UnsafeMutablePointer<BidiClass>
    /// The level of each character after I2 (before L1), ``BidiResolver/removedLevel`` where X9 removes it.
    let levels: UnsafeMutablePointer<UInt8>
    /// The UTF-8 offset of each character and of the end, or nil when every character is one byte.
    let byteOffsets: UnsafeMutablePointer<UInt32>?
    /// The block that holds all three.
    private let memory: UnsafeMutableRawPointer

    /// Allocates room for `count` characters, with byte offsets if `hasByteOffsets`.
    init(count: Int, hasByteOffsets: Bool) {
        self.count = count
        let offsetBytes = hasByteOffsets ? 4 * (count + 1) : 0
        memory = .allocate(byteCount: offsetBytes + 2 * count + 1, alignment: 4)
        byteOffsets = hasByteOffsets ? memory.bindMemory(to: UInt32.self, capacity: count + 1) : nil
        classes = (memory + offsetBytes).bindMemory(to: BidiClass.self, capacity: count)
        levels = (memory + offsetBytes + count).bindMemory(to: UInt8.self, capacity: count)
    }

    deinit {
        memory.deallocate()
    }

    /// The UTF-8 offset where the character at `index` starts (`index` may be the character count).
    @inline(__always)
    func byteOffset(ofCharacter index: Int) -> Int {
        guard let byteOffsets else { return index }
        return Int(byteOffsets[index])
    }

    /// The index of the character that holds the byte at `offset`, or the character count at the end.
    func characterIndex(atByteOffset offset: Int) -> Int {
        guard let byteOffsets else { return offset }
        // The last boundary at or before `offset`.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(byteOffsets[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
