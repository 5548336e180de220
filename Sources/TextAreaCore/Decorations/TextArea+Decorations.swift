// Decorations: ranges drawn with an underline, a background or a text colour, moving with edits, never laid out.
extension TextArea {
    /// Sets the decorations of `layer`, replacing all it had; an empty list clears the layer.
    ///
    /// Ranges are clamped to the text and snapped outwards to grapheme-cluster
    /// boundaries; empty ones are dropped. Decorations only redraw the area:
    /// nothing is wrapped or measured again. They move with edits as
    /// ``DecorationLayer/EditBehavior`` says; setting ``text`` or loading a text
    /// removes them all. Undo and redo are edits like any other: they move
    /// decorations, and do not bring back ones an edit removed.
    public func setDecorations(_ decorations: [Decoration], in layer: DecorationLayer) {
        performOperation {
            decorationStore.set(decorations.compactMap(snapped), in: layer)
            setNeedsDisplay()
        }
    }

    /// Replaces only those decorations of `layer` that overlap `range` with `decorations` (which should lie in `range`),
    /// as a checker that rechecked one stretch of text does.
    public func setDecorations(_ decorations: [Decoration], in layer: DecorationLayer, replacing range: Range<Int>) {
        let lower = min(max(range.lowerBound, 0), storage.utf8Count)
        let upper = min(max(range.upperBound, lower), storage.utf8Count)
        performOperation {
            decorationStore.replace(decorations.compactMap(snapped), in: layer, overlapping: lower..<upper)
            setNeedsDisplay()
        }
    }

    /// The decorations of `layer`, sorted by range (lower bound, then upper bound).
    public func decorations(in layer: DecorationLayer) -> [Decoration] {
        decorationStore.decorations(in: layer)
    }

    /// The decorations whose range holds `offset` or starts or ends at it (so a caret just after a word finds the
    /// word's), layer by layer in drawing order, each layer's by range.
    public func decorations(at offset: Int) -> [(layer: DecorationLayer, decoration: Decoration)] {
        decorationStore.decorations(at: offset)
    }

    /// Removes every decoration of `layer`.
    public func removeDecorations(in layer: DecorationLayer) {
        performOperation {
            decorationStore.remove(layer)
            setNeedsDisplay()
        }
    }

    /// `decoration` with its range clamped to the text and snapped outwards to cluster boundaries; nil when empty.
    private func snapped(_ decoration: Decoration) -> Decoration? {
        var decoration = decoration
        let count = storage.utf8Count
        let lower = min(max(decoration.range.lowerBound, 0), count)
        let upper = min(max(decoration.range.upperBound, lower), count)
        guard lower < upper else { return nil }
        decoration.range = snappedOutwards(lower..<upper)
        return decoration
    }

    /// `range` (inside the text) widened to the cluster boundaries at or outside its ends.
    func snappedOutwards(_ range: Range<Int>) -> Range<Int> {
        let count = storage.utf8Count
        let lower = storage.characterBoundary(atOrBefore: min(max(range.lowerBound, 0), count))
        var upper = min(max(range.upperBound, lower), count)
        if !storage.isCharacterBoundary(upper) {
            upper = storage.characterBoundary(after: storage.characterBoundary(atOrBefore: upper))
        }
        return lower..<upper
    }

    /// Moves the decorations with a replacement of the storage, which has already changed.
    func decorationsDidReplace(_ range: Range<Int>, insertedLength: Int) {
        guard !decorationStore.isEmpty else { return }
        decorationStore.adjust(replacing: range, insertedLength: insertedLength) { snappedOutwards($0) }
    }
}
