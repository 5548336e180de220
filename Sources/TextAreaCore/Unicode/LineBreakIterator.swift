/// A place where a line may (or must) end: the byte offset just after the last byte that stays on the line.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The offset in bytes from the start of the iterator's buffer.
    public var offset: Int
    /// Whether the line must end here.
    public var isMandatory: Bool
    /// Creates an opportunity.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Finds line-break opportunities in valid UTF-8 text (interim: after spaces and at line feeds).
public struct LineBreakIterator {
    let text: UnsafeBufferPointer<UInt8>
    let isEndOfText: Bool
    var position = 0

    /// Creates an iterator over `text`.
    public init(utf8 text: UnsafeBufferPointer<UInt8>, isEndOfText: Bool = true) {
        self.text = text
        self.isEndOfText = isEndOfText
    }

    /// Returns the next opportunity.
    public mutating func next() -> LineBreakOpportunity? {
        while position < text.count {
            let byte = text[position]
            position += 1
            if byte == 0x0A {
                let offset = position
                if position == text.count { position += 1 }
                return LineBreakOpportunity(offset: offset, isMandatory: true)
            }
            if byte == 0x20 {
                if position == text.count { break }
                if text[position] != 0x20 && text[position] != 0x0A {
                    return LineBreakOpportunity(offset: position, isMandatory: false)
                }
            }
        }
        if position == text.count && isEndOfText && text.count > 0 {
            position += 1
            return LineBreakOpportunity(offset: text.count, isMandatory: text[text.count - 1] == 0x0A)
        }
        return nil
    }
}
