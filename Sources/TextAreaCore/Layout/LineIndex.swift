/// The visual lines of a document, in blocks, indexed by prefix sums of bytes and line counts.
///
/// Finding the line at a byte offset or a line number costs O(log n) plus a
/// scan of one block; replacing a few lines touches one block and O(log n)
/// index entries.
///
/// # Invariants
/// - There is always at least one line; an empty document has one empty line.
/// - The lengths of all lines sum to the document's length in bytes.
/// - Every block holds between 1 and ``maximumBlockSize`` lines.
struct LineIndex {
    static let maximumBlockSize = 128
    static let buildBlockSize = 64

    private var blocks: [[LineRecord]]
    /// The byte total of each block, kept so the indexes rebuild in O(blocks).
    private var blockByteTotals: [Int]
    private var blockBytes: FenwickTree
    private var blockLines: FenwickTree

    /// Creates an index of one empty line.
    init() {
        self.init([LineRecord(length: 0, width: 0, breakLength: 0, startsAtOpportunity: true)])
    }

    /// Creates an index of `lines`, which must not be empty.
    init(_ lines: [LineRecord]) {
        precondition(!lines.isEmpty, "A layout has at least one line")
        blocks = stride(from: 0, to: lines.count, by: Self.buildBlockSize).map {
            Array(lines[$0..<min($0 + Self.buildBlockSize, lines.count)])
        }
        blockByteTotals = blocks.map(Self.byteTotal)
        blockBytes = FenwickTree([])
        blockLines = FenwickTree([])
        rebuildIndexes()
    }

    /// The number of lines.
    var count: Int { blockLines.total }

    /// The total length of all lines in bytes.
    var byteCount: Int { blockBytes.total }

    /// The line at `index` and the offset where it starts.
    func line(at index: Int) -> (record: LineRecord, start: Int) {
        precondition(index >= 0 && index < count, "Line index out of range")
        let (block, linesBefore) = blockLines.index(containing: index)
        let position = index - linesBefore
        let start = blocks[block].withUnsafeBufferPointer { lines in
            // Summed from the nearer end of the block: the block's own total gives its end.
            if position <= lines.count / 2 {
                var sum = blockBytes.prefixSum(block)
                for earlier in 0..<position { sum += Int(lines[earlier].length) }
                return sum
            }
            var sum = blockBytes.prefixSum(block) + blockByteTotals[block]
            for later in position..<lines.count { sum -= Int(lines[later].length) }
            return sum
        }
        return (blocks[block][position], start)
    }

    /// The line at `index`, without its start: no byte counts are summed.
    func record(at index: Int) -> LineRecord {
        precondition(index >= 0 && index < count, "Line index out of range")
        let (block, linesBefore) = blockLines.index(containing: index)
        return blocks[block][index - linesBefore]
    }

    /// The index of the line holding `offset` and the offset where that line starts.
    ///
    /// An offset on a boundary between lines belongs to the later line; the end
    /// of the document belongs to the last line.
    func lineIndex(containing offset: Int) -> (index: Int, start: Int) {
        precondition(offset >= 0 && offset <= byteCount, "Offset outside the layout")
        if offset == byteCount {
            let last = count - 1
            let start = byteCount - Int(record(at: last).length)
            return (last, start)
        }
        let (block, bytesBefore) = blockBytes.index(containing: offset)
        let firstIndex = blockLines.prefixSum(block)
        let blockEnd = bytesBefore + blockByteTotals[block]
        return blocks[block].withUnsafeBufferPointer { lines in
            // Walked from the nearer end of the block (by bytes), as ``line(at:)`` sums.
            if offset - bytesBefore <= blockEnd - offset {
                var start = bytesBefore
                for position in 0..<lines.count {
                    let end = start + Int(lines[position].length)
                    if offset < end { return (firstIndex + position, start) }
                    start = end
                }
            } else {
                var end = blockEnd
                for position in stride(from: lines.count - 1, through: 0, by: -1) {
                    let start = end - Int(lines[position].length)
                    if offset >= start && end > start { return (firstIndex + position, start) }
                    end = start
                }
            }
            preconditionFailure("Line index out of step with its byte counts")
        }
    }

    /// Calls `body` with each line from `index` on, with its index and start, until `body` returns false.
    func forEachLine(from index: Int, _ body: (LineRecord, Int, Int) -> Bool) {
        guard index < count else { return }
        var (block, linesBefore) = blockLines.index(containing: index)
        var position = index - linesBefore
        var start = line(at: index).start
        var lineNumber = index
        while block < blocks.count {
            let lines = blocks[block]
            while position < lines.count {
                if !body(lines[position], lineNumber, start) { return }
                start += Int(lines[position].length)
                lineNumber += 1
                position += 1
            }
            block += 1
            position = 0
        }
    }

    /// A position in the lines that steps forward in O(1).
    struct Cursor {
        fileprivate var block: Int
        fileprivate var position: Int
        /// The number of the line at the cursor.
        fileprivate(set) var index: Int
        /// The offset where the line at the cursor starts.
        fileprivate(set) var start: Int
    }

    /// A cursor at line `index`.
    func cursor(at index: Int) -> Cursor {
        let (block, linesBefore) = blockLines.index(containing: index)
        return Cursor(block: block, position: index - linesBefore, index: index, start: line(at: index).start)
    }

    /// The line at `cursor`, or nil past the last line.
    func record(at cursor: Cursor) -> LineRecord? {
        cursor.block < blocks.count ? blocks[cursor.block][cursor.position] : nil
    }

    /// Moves `cursor` to the next line.
    func advance(_ cursor: inout Cursor) {
        guard cursor.block < blocks.count else { return }
        cursor.start += Int(blocks[cursor.block][cursor.position].length)
        cursor.index += 1
        cursor.position += 1
        if cursor.position == blocks[cursor.block].count {
            cursor.block += 1
            cursor.position = 0
        }
    }

    /// Replaces the lines in `range` (line indexes) with `replacement`.
    mutating func replaceLines(_ range: Range<Int>, with replacement: [LineRecord]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "Line range out of range")
        precondition(count - range.count + replacement.count > 0, "A layout has at least one line")
        if range == 0..<count {
            self = LineIndex(replacement)
            return
        }
        let firstBlock =
            range.lowerBound == count
            ? (index: blocks.count - 1, before: count - blocks[blocks.count - 1].count)
            : blockLines.index(containing: range.lowerBound)
        let lastBlock = range.isEmpty ? firstBlock : blockLines.index(containing: range.upperBound - 1)
        let lowerInFirst = range.lowerBound - firstBlock.before
        let upperInLast = range.upperBound - lastBlock.before
        if firstBlock.index == lastBlock.index {
            let resulting = blocks[firstBlock.index].count - range.count + replacement.count
            if resulting > 0 && resulting <= Self.maximumBlockSize {
                var byteDelta = 0
                for record in blocks[firstBlock.index][lowerInFirst..<upperInLast] { byteDelta -= Int(record.length) }
                for record in replacement { byteDelta += Int(record.length) }
                blocks[firstBlock.index].replaceSubrange(lowerInFirst..<upperInLast, with: replacement)
                blockBytes.add(byteDelta, at: firstBlock.index)
                blockByteTotals[firstBlock.index] += byteDelta
                blockLines.add(replacement.count - range.count, at: firstBlock.index)
                return
            }
        }
        // Cut the kept head, the replacement and the kept tail into blocks as they come, without
        // first joining them: a replacement of a whole document's lines is not copied twice.
        var pieces: [[LineRecord]] = []
        var piece: [LineRecord] = []
        piece.reserveCapacity(Self.buildBlockSize)
        func add(_ records: some Sequence<LineRecord>) {
            for record in records {
                piece.append(record)
                if piece.count == Self.buildBlockSize {
                    pieces.append(piece)
                    piece = []
                    piece.reserveCapacity(Self.buildBlockSize)
                }
            }
        }
        add(blocks[firstBlock.index][..<lowerInFirst])
        add(replacement)
        add(blocks[lastBlock.index][upperInLast...])
        if !piece.isEmpty { pieces.append(piece) }
        let replacedBlocks = firstBlock.index...lastBlock.index
        if pieces.count == replacedBlocks.count {
            // As many blocks as before (a re-wrap across a block boundary): their totals change in place, in
            // O(blocks changed × log blocks), where rebuilding the indexes walks every block of the document.
            for (block, newPiece) in zip(replacedBlocks, pieces) {
                let byteTotal = Self.byteTotal(newPiece)
                blockBytes.add(byteTotal - blockByteTotals[block], at: block)
                blockLines.add(newPiece.count - blocks[block].count, at: block)
                blockByteTotals[block] = byteTotal
                blocks[block] = newPiece
            }
            return
        }
        blocks.replaceSubrange(replacedBlocks, with: pieces)
        blockByteTotals.replaceSubrange(replacedBlocks, with: pieces.map(Self.byteTotal))
        rebuildIndexes()
    }

    private mutating func rebuildIndexes() {
        blockBytes = FenwickTree(blockByteTotals)
        blockLines = FenwickTree(blocks.map { $0.count })
    }

    private static func byteTotal(_ lines: [LineRecord]) -> Int {
        lines.reduce(0) { $0 + Int($1.length) }
    }
}
