// The runs of a line an edit changed, found from the runs it had before the edit by measuring only the pieces around
// the edit.
extension TextLayout {
    /// The runs ``runs(start:contentEnd:storage:)`` gives a line's content (`start..<contentEnd`) that `edit` changed
    /// inside, found from `earlier`, the runs it gave the line that started there before the edit, whose content
    /// ended at `earlierContentEnd` and held the edit; nil where they cannot be found so.
    ///
    /// Typing into a long line changes one word of it. The pieces well
    /// before the edit are as they were; those well after it are the same
    /// pieces moved along, in bytes and in x by the change in width; only
    /// the stretch between is cut into pieces and measured again. The
    /// stretch ends at places where a piece starts whatever text lies around
    /// them (see ``isSettledPieceStart(_:in:)``), so the pieces found are
    /// those of the whole line cut anew. When the edit moved the line's end
    /// (a word went to or came from the next line), the pieces after the
    /// last such place before the end are cut anew too.
    ///
    /// Nil for an additive measurer, when a tab follows the stretch's start
    /// (its stop would not move with the text), when a width is not a whole
    /// number of pixels (sums in another order could differ in the last
    /// bit), when the runs before do not fit the line, or when no settled
    /// piece start lies on either side of the edit (the whole line would be
    /// measured anyway).
    func runs(
        start: Int, contentEnd: Int, afterEdit edit: TextAreaFrame.TextEdit, earlier: [TextRun],
        earlierContentEnd: Int, storage: TextStorage
    ) -> [TextRun]? {
        guard !measurer.isAdditive, !earlier.isEmpty, spaceWidth == spaceWidth.rounded() else { return nil }
        let editStart = edit.range.lowerBound - start
        let editEnd = edit.range.upperBound - start
        guard editStart >= 0, edit.range.upperBound <= contentEnd else { return nil }
        let lengthChange = edit.lengthChange
        // The edit's end in the line as it was, and that line's length.
        let earlierEditEnd = editEnd - lengthChange
        let earlierLength = earlierContentEnd - start
        guard earlier[0].range.lowerBound == start, earlierEditEnd <= earlierLength,
            earlier[earlier.count - 1].range.upperBound == earlierContentEnd
        else { return nil }
        return storage.withContiguousBytes(in: start..<contentEnd) { content -> [TextRun]? in
            // The stretch cut anew: from the last settled piece start whose letter is before the edit (or the line's
            // start) to the first one whose space and letter before it follow the edit (or the line's end).
            var keptBefore = 0
            var index = Self.firstRun(endingAfter: editStart, in: earlier, lineStart: start)
            while index > 0 {
                let runStart = earlier[index].range.lowerBound - start
                if runStart < editStart && Self.isSettledPieceStart(runStart, in: content) {
                    keptBefore = index
                    break
                }
                index -= 1
            }
            var keptAfter = earlier.count
            index = Self.firstRun(endingAfter: earlierEditEnd + 2, in: earlier, lineStart: start)
            while index < earlier.count {
                let runStart = earlier[index].range.lowerBound - start
                if runStart - 2 >= earlierEditEnd && Self.isSettledPieceStart(runStart + lengthChange, in: content) {
                    keptAfter = index
                    break
                }
                index += 1
            }
            // When the line now ends elsewhere (a word moved to or from the next line), the runs kept after the edit
            // stop at the last settled piece start before both ends, and what follows is cut anew up to the new end.
            var keptEnd = earlier.count
            if keptAfter < earlier.count && content.count != earlierLength + lengthChange {
                let limit = min(content.count, earlierLength + lengthChange)
                var last = earlier.count - 1
                while last > keptAfter {
                    let runStart = earlier[last].range.lowerBound - start + lengthChange
                    if runStart < limit && Self.isSettledPieceStart(runStart, in: content) { break }
                    last -= 1
                }
                if last > keptAfter { keptEnd = last } else { keptAfter = earlier.count }
            }
            // No settled piece start on either side (a line of ideographs, say): measuring it all anew is no more work.
            if keptBefore == 0 && keptAfter == earlier.count { return nil }
            // The runs kept after the stretch keep their order without a gap: no tab among them.
            for index in keptAfter..<keptEnd where index + 1 < earlier.count {
                guard earlier[index].range.upperBound == earlier[index + 1].range.lowerBound else { return nil }
            }
            let stretchStart = earlier[keptBefore].range.lowerBound - start
            let stretchEnd =
                keptAfter < earlier.count ? earlier[keptAfter].range.lowerBound - start + lengthChange : content.count
            let pen = earlier[keptBefore].x
            guard pen == pen.rounded() else { return nil }
            guard
                let stretch = runs(
                    ofStretch: UnsafeBufferPointer(rebasing: content[stretchStart..<stretchEnd]), from: pen,
                    offset: start + stretchStart)
            else { return nil }
            var runs: [TextRun] = []
            runs.reserveCapacity(keptBefore + stretch.runs.count + earlier.count - keptAfter)
            runs.append(contentsOf: earlier[0..<keptBefore])
            runs.append(contentsOf: stretch.runs)
            guard keptAfter < earlier.count else { return runs }
            let shift = stretch.end - earlier[keptAfter].x
            for index in keptAfter..<keptEnd {
                var run = earlier[index]
                guard run.x == run.x.rounded() else { return nil }
                run.range = (run.range.lowerBound + lengthChange)..<(run.range.upperBound + lengthChange)
                run.x += shift
                runs.append(run)
            }
            if keptEnd < earlier.count {
                let tailStart = earlier[keptEnd].range.lowerBound - start + lengthChange
                let tailPen = earlier[keptEnd].x + shift
                guard tailPen == tailPen.rounded(),
                    let tail = self.runs(
                        ofStretch: UnsafeBufferPointer(rebasing: content[tailStart...]), from: tailPen,
                        offset: start + tailStart)
                else { return nil }
                runs.append(contentsOf: tail.runs)
            }
            return runs
        }
    }

    /// The runs of `stretch`, a line's bytes from a piece start to a piece end (at `offset` in the text), from the pen
    /// at `pen` (a whole number of pixels), and the pen after them; nil when it holds a tab or a piece is not a whole
    /// number of pixels wide.
    private func runs(ofStretch stretch: UnsafeBufferPointer<UInt8>, from pen: Double, offset: Int) -> (
        runs: [TextRun], end: Double
    )? {
        let measured = measuredPieceRuns(of: stretch, offset: offset, from: pen)
        // From a whole pen, every piece is whole pixels wide when every x after it is whole.
        guard !measured.hasTab, measured.end == measured.end.rounded(),
            measured.runs.allSatisfy({ $0.x == $0.x.rounded() })
        else { return nil }
        return (measured.runs, measured.end)
    }

    /// The index of the first of `runs` (a line's, starting at `lineStart`) that ends after `offset` (from the line's
    /// start), or their count.
    private static func firstRun(endingAfter offset: Int, in runs: [TextRun], lineStart: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound - lineStart <= offset { low = middle + 1 } else { high = middle }
        }
        return min(low, runs.count - 1)
    }

    /// Whether a piece starts at `position` of a line's `content` whatever the text before the scalar two before it
    /// and after the scalar at it: a letter (Line_Break AL, as UAX #14's LB1 resolves it) after a space after a letter.
    ///
    /// UAX #14 breaks after the space (LB18: a letter before the space
    /// brings in none of the rules that hold a break after spaces, LB14 to
    /// LB17), and no rule deciding a break before that space or after that
    /// letter looks across the three scalars: the break iterator started at
    /// `position` finds the opportunities after it that the iterator started
    /// at the line's start finds, and one ending at `position` those before.
    static func isSettledPieceStart(_ position: Int, in content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position >= 2, position < content.count, content[position - 1] == 0x20 else { return false }
        guard isLetter(at: position, in: content) else { return false }
        // The scalar before the space: back over its continuation bytes to its lead.
        var lead = position - 2
        while lead > 0 && lead > position - 5 && content[lead] & 0xC0 == 0x80 { lead -= 1 }
        return UTF8Decoding.decode(content, at: lead).1 == position - 1 - lead && isLetter(at: lead, in: content)
    }

    /// Whether the scalar starting at `position` of `content` is a letter to the line-breaking rules (class AL after
    /// LB1).
    private static func isLetter(at position: Int, in content: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = content[position]
        if byte < 0x80 {
            let folded = byte | 0x20
            return folded >= 0x61 && folded <= 0x7A
        }
        let (scalar, _) = UTF8Decoding.decode(content, at: position)
        return LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: scalar.value)) == .al
    }
}
