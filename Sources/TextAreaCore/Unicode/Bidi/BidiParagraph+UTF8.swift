extension BidiParagraph {
    /// Resolves one paragraph given as UTF-8; ill-formed bytes read as U+FFFD (one per maximal subpart).
    ///
    /// The paragraph records each character's byte offset, so it answers in
    /// byte offsets: ``visualRuns(inLine:)``, ``level(atByteOffset:)``.
    /// Purely left-to-right text (no right-to-left letters, Arabic digits or
    /// explicit directional controls) with a base direction other than
    /// `.rightToLeft` costs one scan of the bytes and stores no per-character data.
    /// `bytes` holds less than 2 GiB.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>, baseDirection: BaseWritingDirection) {
        self.init(utf8: bytes, baseDirection: baseDirection, usesFastPath: true)
    }

    /// Resolves one paragraph of text (see ``init(utf8:baseDirection:)``).
    public init(_ text: String, baseDirection: BaseWritingDirection) {
        var text = text
        self = text.withUTF8 { BidiParagraph(utf8: $0, baseDirection: baseDirection) }
    }

    /// Resolves UTF-8, taking the fast path when it can unless `usesFastPath` is false.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, baseDirection: BaseWritingDirection, usesFastPath: Bool) {
        precondition(bytes.count <= Int(Int32.max), "A bidi paragraph holds less than 2 GiB")
        if usesFastPath && baseDirection != .rightToLeft,
            let scan = BidiParagraph.scanLeftToRightOnly(bytes)
        {
            self.init(
                paragraphLevel: 0, utf8Count: bytes.count,
                storage: .leftToRight(removed: scan.removed, count: scan.count))
            return
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            let characters = BidiResolvedCharacters(count: 0, hasByteOffsets: false)
            let (level, storage) = BidiParagraph.resolve(
                characters, scalars: nil, baseDirection: baseDirection, usesFastPath: usesFastPath)
            self.init(paragraphLevel: level, utf8Count: 0, storage: storage)
            return
        }
        // Decode once into scratch sized for the worst case, one character per byte.
        let end = bytes.count
        let scalars = UnsafeMutablePointer<Unicode.Scalar>.allocate(capacity: end)
        let offsets = UnsafeMutablePointer<UInt32>.allocate(capacity: end + 1)
        defer {
            scalars.deallocate()
            offsets.deallocate()
        }
        var count = 0
        var position = 0
        while position < end {
            let (value, length) = UTF8Decoding.decode(base, at: position, end: end)
            (scalars + count).initialize(to: Unicode.Scalar(value).unsafelyUnwrapped)
            offsets[count] = UInt32(truncatingIfNeeded: position)
            position += length
            count += 1
        }
        offsets[count] = UInt32(truncatingIfNeeded: end)
        let characters = BidiResolvedCharacters(count: count, hasByteOffsets: count != end)
        characters.byteOffsets?.initialize(from: offsets, count: count + 1)
        for index in 0..<count {
            characters.classes[index] = BidiClass(scalars[index])
        }
        let (level, storage) = BidiParagraph.resolve(
            characters, scalars: scalars, baseDirection: baseDirection, usesFastPath: usesFastPath)
        self.init(paragraphLevel: level, utf8Count: end, storage: storage)
    }

    /// Scans UTF-8 for the fast path: returns the character count and the
    /// indices of characters X9 removes, or nil if some character needs the whole algorithm.
    ///
    /// ASCII needs no table: it has no class that needs the whole algorithm,
    /// and only its controls can be removed (BN). Printable ASCII goes eight
    /// bytes at a time.
    static func scanLeftToRightOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, removed: [Int])? {
        guard let base = bytes.baseAddress else { return (0, []) }
        let end = bytes.count
        var removed: [Int] = []
        var position = 0
        var index = 0
        while position < end {
            while position &+ 8 <= end {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                if BidiParagraph.mayHoldNonPrintable(word) { break }
                position &+= 8
                index &+= 8
            }
            guard position < end else { break }
            let byte = base[position]
            if byte < 0x80 {
                if (byte < 0x20 || byte == 0x7F)
                    && BidiTables.asciiClassCode(of: byte) == BidiClass.boundaryNeutral.rawValue
                {
                    removed.append(index)
                }
                position &+= 1
                index &+= 1
                continue
            }
            let (value, length) = UTF8Decoding.decode(base, at: position, end: end)
            let type = BidiClass(codePoint: value)
            if type.needsFullResolution { return nil }
            if type == .boundaryNeutral { removed.append(index) }
            position &+= length
            index &+= 1
        }
        return (index, removed)
    }

    /// Whether any of the eight bytes of `word` may be outside printable ASCII (0x20...0x7E).
    ///
    /// Exact when it answers false; a borrow between bytes may make it answer true for printable ones.
    @inline(__always)
    private static func mayHoldNonPrintable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let deleted = word ^ (0x7F &* ones)
        // A byte of 0x80 or more; a byte below 0x20; a byte equal to 0x7F.
        let nonPrintable = word | ((word &- 0x20 &* ones) & ~word) | ((deleted &- ones) & ~deleted)
        return nonPrintable & highBits != 0
    }
}
