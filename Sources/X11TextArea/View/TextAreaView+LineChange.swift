import TextAreaCore

extension TextAreaView {
    /// How `drawn` differs from `previous`, the line drawn in the same place by the frame before: how far from its
    /// origin its pixels stay as they were (``DrawnViewState/Line/unchangedWidth``), and the end of it whose glyphs
    /// only moved sideways (``DrawnViewState/MovedTail``), if any.
    ///
    /// Only lines that run simply left to right in one run from x = 0, in
    /// the same place, qualify. Shaping never reaches across a space (each
    /// space is measured and drawn alone), so the glyphs before the first
    /// word in which the bytes differ are the same in both frames, and so
    /// are those of the text after the last differing word, from a space
    /// on; a glyph of them that inks past its advance is redrawn, as the
    /// strips start and end a glyph overflow around the changed words.
    nonisolated static func lineChange(
        of drawn: DrawnViewState.Line, previous: DrawnViewState.Line, in textArea: TextArea
    ) -> (unchangedWidth: Double, movedTail: DrawnViewState.MovedTail?) {
        let simple = [TextRun(range: drawn.line.contentRange, x: 0)]
        guard !drawn.line.isRightToLeft, !previous.line.isRightToLeft, drawn.line.origin == previous.line.origin,
            drawn.line.baseline == previous.line.baseline, drawn.line.height == previous.line.height,
            drawn.directionRuns == simple,
            previous.directionRuns == [TextRun(range: previous.line.contentRange, x: 0)]
        else { return (0, nil) }
        let content = drawn.content
        var same = 0
        let limit = min(content.count, previous.content.count)
        while same < limit && content[same] == previous.content[same] { same += 1 }
        var wordStart = same
        while wordStart > 0 && content[wordStart - 1] != 0x20 { wordStart -= 1 }
        var unchangedWidth = 0.0
        if wordStart > 0 {
            guard let x = x(ofBoundary: wordStart, in: drawn.line, of: textArea) else { return (0, nil) }
            unchangedWidth = max(x, 0)
        }
        // Bullets stand for the text in a secure area: its bytes do not say what is drawn.
        guard !textArea.isSecureTextEntry else { return (unchangedWidth, nil) }
        let tail = movedTail(of: drawn, previous: previous, sharedPrefix: same, after: unchangedWidth, in: textArea)
        return (unchangedWidth, tail)
    }

    /// The end of `drawn` that is the end of `previous` moved sideways by whole pixels, when there is one: the text
    /// after the last word in which their bytes differ (from the space before it), in lines whose glyphs' ink is
    /// known and stays inside the line's box, where it starts after `unchangedWidth`.
    ///
    /// The lines' widths leave out only hanging spaces, so the text after
    /// the changed words moved by the difference of their widths, which is
    /// whole: every word and space advances whole pixels (see
    /// `XftMeasurer.measure(runs:in:font:into:)`). Each glyph, placed at its
    /// x rounded to a pixel, then lands exactly that far from where it was.
    private nonisolated static func movedTail(
        of drawn: DrawnViewState.Line, previous: DrawnViewState.Line, sharedPrefix: Int, after unchangedWidth: Double,
        in textArea: TextArea
    ) -> DrawnViewState.MovedTail? {
        // Glyphs whose ink is known (no tab, whose stop would not move) and stays inside the line's box.
        guard drawn.knownInk != nil, previous.knownInk != nil, drawn.inkMargins.top == 0,
            drawn.inkMargins.bottom == 0, previous.inkMargins.top == 0, previous.inkMargins.bottom == 0
        else { return nil }
        let content = drawn.content
        let old = previous.content
        var suffix = 0
        let limit = min(content.count, old.count) - sharedPrefix
        while suffix < limit && content[content.count - 1 - suffix] == old[old.count - 1 - suffix] { suffix += 1 }
        var start = content.count - suffix
        while start < content.count && content[start] != 0x20 { start += 1 }
        // Worth a move only when more than a word is left to move.
        guard content.count - start >= minimumMovedBytes else { return nil }
        // A letter (with its marks) or digit before the spaces in both frames: the line-break rules that look back
        // over spaces (after "(", a quote, ")") then decide the same about the text after them, so it falls into
        // the same pieces; the spaces and the word after them must start pieces of their own.
        let oldStart = old.count - (content.count - start)
        var firstWord = start
        while firstWord < content.count && content[firstWord] == 0x20 { firstWord += 1 }
        let distance = drawn.line.width - previous.line.width
        guard start > 0, oldStart > 0, endsWithLetterOrDigit(content, before: start),
            endsWithLetterOrDigit(old, before: oldStart), distance == distance.rounded()
        else { return nil }
        let runs = textArea.runs(for: drawn.line)
        let lineStart = drawn.line.contentRange.lowerBound
        guard let tailX = x(ofRunStartingAt: lineStart + start, in: runs), tailX >= unchangedWidth,
            firstWord == content.count || x(ofRunStartingAt: lineStart + firstWord, in: runs) != nil
        else { return nil }
        return DrawnViewState.MovedTail(start: tailX, distance: distance)
    }

    /// Whether the text of `bytes` before `end` ends with an ASCII digit or a plain letter (see `PlainLetters`),
    /// perhaps followed by its marks.
    private nonisolated static func endsWithLetterOrDigit(_ bytes: [UInt8], before end: Int) -> Bool {
        let last = bytes[end - 1]
        if last >= 0x30 && last <= 0x39 { return true }
        return bytes.withUnsafeBufferPointer { PlainLetters.endsWithPlainLetter($0, before: end) }
    }

    /// The x of the run of `runs` (a line's, left to right in byte order) that starts at `offset`; nil when none does.
    private nonisolated static func x(ofRunStartingAt offset: Int, in runs: [TextRun]) -> Double? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].range.lowerBound == offset, !runs[low].isRightToLeft else { return nil }
        return runs[low].x
    }

    /// The fewest bytes a moved end of a line holds: moving fewer costs more than drawing them.
    private nonisolated static var minimumMovedBytes: Int { 8 }

    /// The x, from `line`'s origin, of the boundary `offset` bytes into its content (a line simply left to right);
    /// nil when the caret there is not on the line.
    ///
    /// A boundary after a space mostly starts a run, found in the line's
    /// runs (which the frame keeps for the caret's line and its
    /// neighbours); another is asked of the caret.
    private nonisolated static func x(ofBoundary offset: Int, in line: VisibleLine, of textArea: TextArea) -> Double? {
        let target = line.contentRange.lowerBound + offset
        if let x = x(ofRunStartingAt: target, in: textArea.runs(for: line)) { return x }
        let caret = textArea.caretRect(for: target)
        // The caret of a boundary on this line, in its place (it is on no other line).
        guard abs(caret.minY - line.origin.y) < 0.5 else { return nil }
        return caret.minX - line.origin.x
    }
}
