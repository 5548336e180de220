extension BidiParagraph {
    /// Resolves one paragraph given as UTF-8; ill-formed bytes read as U+FFFD (one per maximal subpart).
    ///
    /// The paragraph records each character's byte offset, so it answers in
    /// byte offsets: ``visualRuns(inLine:)``, ``level(atByteOffset:)``.
    /// Purely left-to-right text (no right-to-left letters, Arabic digits or
    /// explicit directional controls) with a base direction other than
    /// `.rightToLeft` costs one scan of the bytes and stores no per-character data.
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
        precondition(bytes.count < Int(UInt32.max), "A bidi paragraph holds less than 4 GiB")
        if usesFastPath && baseDirection != .rightToLeft,
           let scan = BidiParagraph.scanLeftToRightOnly(bytes) {
            self.init(paragraphLevel: 0, utf8Count: bytes.count,
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
        let end = bytes.count
        var count = 0
        var position = 0
        while position < end {
            position += BidiUTF8.decode(base, at: position, end: end).length
            count += 1
        }
        let characters = BidiResolvedCharacters(count: count, hasByteOffsets: count != end)
        let scalars = UnsafeMutablePointer<Unicode.Scalar>.allocate(capacity: count)
        defer { scalars.deallocate() }
        position = 0
        for index in 0..<count {
            let (value, length) = BidiUTF8.decode(base, at: position, end: end)
            let scalar = Unicode.Scalar(value).unsafelyUnwrapped
            (scalars + index).initialize(to: scalar)
            characters.classes[index] = BidiClass(scalar)
            characters.byteOffsets?[index] = UInt32(truncatingIfNeeded: position)
            position += length
        }
        characters.byteOffsets?[count] = UInt32(truncatingIfNeeded: end)
        let (level, storage) = BidiParagraph.resolve(
            characters, scalars: scalars, baseDirection: baseDirection, usesFastPath: usesFastPath)
        self.init(paragraphLevel: level, utf8Count: end, storage: storage)
    }

    /// Scans UTF-8 for the fast path: returns the character count and the
    /// indices of characters X9 removes, or nil if some character needs the whole algorithm.
    ///
    /// ASCII needs no table: it has no class that needs the whole algorithm,
    /// and only its controls can be removed (BN).
    static func scanLeftToRightOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, removed: [Int])? {
        guard let base = bytes.baseAddress else { return (0, []) }
        let end = bytes.count
        var removed: [Int] = []
        var position = 0
        var index = 0
        while position < end {
            let byte = base[position]
            if byte < 0x80 {
                if (byte < 0x20 || byte == 0x7F)
                    && BidiTables.asciiClassCode(of: byte) == BidiClass.boundaryNeutral.rawValue {
                    removed.append(index)
                }
                position &+= 1
                index &+= 1
                continue
            }
            let (value, length) = BidiUTF8.decode(base, at: position, end: end)
            let type = BidiClass(codePoint: value)
            if type.needsFullResolution { return nil }
            if type == .boundaryNeutral { removed.append(index) }
            position &+= length
            index &+= 1
        }
        return (index, removed)
    }
}
