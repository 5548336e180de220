extension ReferenceText {
    /// The paragraph separators: LF, CR, NEL, LS and PS (CR LF counts as one).
    public static let paragraphSeparators: Set<UInt32> = [0x0A, 0x0D, 0x85, 0x2028, 0x2029]

    /// The scalars of `text` with the offsets where they start.
    ///
    /// Paragraphs are found by scalar, not by character: while composing, the
    /// caret can sit between a composed "\r" and a "\n" after it, inside one cluster.
    public static func scalars(of text: String) -> [(offset: Int, scalar: Unicode.Scalar)] {
        var result: [(Int, Unicode.Scalar)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            result.append((offset, scalar))
            offset += UTF8.width(scalar)
        }
        return result
    }

    /// Just after the last separator that ends at or before `offset`.
    public static func paragraphStart(containing offset: Int, in text: String) -> Int {
        let last = scalars(of: text).last {
            paragraphSeparators.contains($0.scalar.value) && $0.offset + UTF8.width($0.scalar) <= offset
        }
        return last.map { $0.offset + UTF8.width($0.scalar) } ?? 0
    }

    /// Where the first separator at or after `offset` starts.
    public static func paragraphEnd(containing offset: Int, in text: String) -> Int {
        scalars(of: text).first { paragraphSeparators.contains($0.scalar.value) && $0.offset >= offset }?.offset
            ?? text.utf8.count
    }

    /// The paragraph holding `offset`, its separator included.
    public static func paragraphRange(containing offset: Int, in text: String) -> Range<Int> {
        let end = paragraphEnd(containing: offset, in: text)
        let all = scalars(of: text)
        var separator = 0
        if let index = all.firstIndex(where: { $0.offset == end }),
            paragraphSeparators.contains(all[index].scalar.value)
        {
            let isCRLF = all[index].scalar == "\r" && index + 1 < all.count && all[index + 1].scalar == "\n"
            separator = isCRLF ? 2 : UTF8.width(all[index].scalar)
        }
        return paragraphStart(containing: offset, in: text)..<(end + separator)
    }
}
