/// A ``TextSegmenter`` with its answers cached by run, so that re-wrapping, word moves and double-clicks over unchanged text ask the dictionary once.
///
/// The key is the run's text itself: an edit changes only the runs it
/// touches, and the other runs of the paragraph keep their entries; runs that
/// read the same share one. The cache keeps two generations of at most
/// ``generationLimit`` bytes of run text each: when the newer one is full, the
/// older one is dropped, and an answer found in the older one moves to the
/// newer, so the text being read and edited stays cached.
///
/// # Invariants
/// - Every cached answer is sorted, free of duplicates, and strictly inside its run, on scalar boundaries.
/// - Line-break answers never fall inside a grapheme cluster, so the wrapper need not check them again.
final class DictionarySegmentation {
    /// The segmenter asked on a cache miss.
    let segmenter: any TextSegmenter

    /// What a cache entry answers.
    private enum Question: UInt8 {
        case words, lineBreaks
    }

    /// A cache key: a question about a run's text.
    private struct Key: Hashable {
        var question: Question
        var kind: DictionaryRunKind
        var text: [UInt8]

        /// Hashes the text as one block of bytes rather than byte by byte.
        func hash(into hasher: inout Hasher) {
            hasher.combine(question)
            hasher.combine(kind)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The newer generation of answers, and the bytes of run text its keys hold.
    private var recent: [Key: [Int]] = [:]
    private var recentBytes = 0
    /// The older generation, dropped when `recent` fills up.
    private var older: [Key: [Int]] = [:]

    /// The most run text one generation holds.
    static let generationLimit = 1 << 20
    /// Runs longer than this are put to the segmenter in pieces, cut at fixed distances from the run's start.
    static let longestPiece = 16_384

    /// The number of questions put to the segmenter so far (cache misses, pieces counted one by one).
    private(set) var segmenterCalls = 0

    /// Wraps `segmenter`.
    init(_ segmenter: any TextSegmenter) {
        self.segmenter = segmenter
    }

    /// The word boundaries strictly inside `run`, a run of `kind`.
    func wordBoundaries(inRun run: UnsafeBufferPointer<UInt8>, kind: DictionaryRunKind) -> [Int] {
        answer(.words, kind: kind, run: run) { piece in
            segmenter.wordBoundaries(in: piece, kind: kind)
        }
    }

    /// The line-break opportunities strictly inside `run`, a run of SA text, none inside a grapheme cluster.
    func lineBreakOpportunities(inRun run: UnsafeBufferPointer<UInt8>) -> [Int] {
        answer(.lineBreaks, kind: .southeastAsian, run: run) { piece in
            segmenter.lineBreakOpportunities(in: piece)
        }
    }

    /// Looks the question up, or asks it piece by piece and remembers the answer.
    private func answer(
        _ question: Question, kind: DictionaryRunKind, run: UnsafeBufferPointer<UInt8>,
        ask: (UnsafeBufferPointer<UInt8>) -> [Int]
    ) -> [Int] {
        guard run.count > 1 else { return [] }
        let key = Key(question: question, kind: kind, text: Array(run))
        if let known = recent[key] { return known }
        if let known = older.removeValue(forKey: key) {
            remember(known, for: key)
            return known
        }
        var result: [Int] = []
        for piece in Self.pieces(of: run) {
            segmenterCalls += 1
            let answered = ask(UnsafeBufferPointer(rebasing: run[piece]))
            result += Self.cleaned(answered, pieceLength: piece.count, in: run, at: piece.lowerBound)
            if piece.upperBound < run.count { result.append(piece.upperBound) }
        }
        if question == .lineBreaks {
            result.removeAll { LineWrapper.isInsideCluster($0, in: run) }
        }
        remember(result, for: key)
        return result
    }

    /// Stores an answer in the newer generation, starting a new one when it is full.
    private func remember(_ answer: [Int], for key: Key) {
        if recentBytes + key.text.count > Self.generationLimit {
            older = recent
            recent = [:]
            recentBytes = 0
        }
        recent[key] = answer
        recentBytes += key.text.count
    }

    /// Sorted, unique offsets of `answered` strictly inside the piece at `start` and on scalar boundaries, shifted into the run.
    private static func cleaned(
        _ answered: [Int], pieceLength: Int, in run: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> [Int] {
        var result: [Int] = []
        for offset in answered.sorted() where offset > 0 && offset < pieceLength {
            let position = start + offset
            if UTF8Decoding.isContinuation(run[position]) || result.last == position { continue }
            result.append(position)
        }
        return result
    }

    /// The pieces a run is asked in: the whole run, or pieces of about ``longestPiece`` bytes from its start, each ending before a scalar that starts a cluster.
    static func pieces(of run: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while run.count - start > longestPiece {
            var end = start + longestPiece
            // Back up to a scalar that WB4 does not attach to the one before (not a mark or a joiner).
            while end > start + 1 {
                if !UTF8Decoding.isContinuation(run[end]) {
                    let code = WordBreakIterator.propertyCode(
                        in: run.baseAddress.unsafelyUnwrapped, at: end,
                        end: run.count
                    ).0
                    if !code.property.isIgnored { break }
                }
                end -= 1
            }
            pieces.append(start..<end)
            start = end
        }
        pieces.append(start..<run.count)
        return pieces
    }
}
