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
            self.init(leftToRightOnlyCount: scan.count, utf8Count: bytes.count, removed: scan.removed)
            return
        }
        var scalars: [Unicode.Scalar] = []
        var classes: [BidiClass] = []
        var byteOffsets: [UInt32] = []
        scalars.reserveCapacity(bytes.count)
        classes.reserveCapacity(bytes.count)
        byteOffsets.reserveCapacity(bytes.count + 1)
        if let base = bytes.baseAddress {
            var position = 0
            while position < bytes.count {
                let (value, length) = BidiUTF8.decode(base, at: position, end: bytes.count)
                let scalar = Unicode.Scalar(value).unsafelyUnwrapped
                scalars.append(scalar)
                classes.append(BidiClass(scalar))
                byteOffsets.append(UInt32(truncatingIfNeeded: position))
                position += length
            }
        }
        byteOffsets.append(UInt32(truncatingIfNeeded: bytes.count))
        self.init(
            classes: classes, scalars: scalars, byteOffsets: scalars.count == bytes.count ? nil : byteOffsets,
            utf8Count: bytes.count, baseDirection: baseDirection, usesFastPath: usesFastPath)
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
