import SeededRandom
import Testing

@testable import TextAreaCore

/// The decoration store in small chunks agrees with a plain model through random edits and replacements: thousands
/// of decorations, so edits cross, split and join chunks, and every query reads across chunk bases.
@Suite struct DecorationStoreModelTests {
    static let style = DecorationStyle(underline: .single)
    static let other = DecorationStyle(underline: .wavy)

    /// Decorations in the store's order, those of one range ordered by style (the store keeps no order among them).
    static func sorted(_ decorations: [Decoration]) -> [Decoration] {
        decorations.sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.style == other ? 1 : 0)
                < ($1.range.lowerBound, $1.range.upperBound, $1.style == other ? 1 : 0)
        }
    }

    @Test(arguments: [DecorationLayer.spelling, DecorationLayer("test-stretch", editBehavior: .stretch)])
    func randomEditsAndReplacementsAgreeWithAModel(layer: DecorationLayer) {
        var random = SplitMix64(seed: 11)
        let area = TextArea()
        area.decorationStore = DecorationStore(chunkCapacity: 8)
        area.text = String(repeating: "lorem ipsum dolor sit amet ", count: 120)
        var model: [Decoration] = (0..<1500).map { _ in
            let start = random.below(area.utf8Count - 12)
            return Decoration(range: start..<(start + 1 + random.below(10)), style: Self.style)
        }
        area.setDecorations(model, in: layer)
        for step in 0..<600 {
            let count = area.utf8Count
            if random.below(4) == 0 {
                // A checker's pass: the decorations overlapping a stretch are replaced by new ones inside it.
                let lower = random.below(count)
                let upper = min(count, lower + random.below(60))
                let added = (0..<random.below(4)).compactMap { _ -> Decoration? in
                    let start = lower + random.below(max(upper - lower, 1))
                    let end = min(upper, start + 1 + random.below(8))
                    return start < end ? Decoration(range: start..<end, style: Self.other) : nil
                }
                area.setDecorations(added, in: layer, replacing: lower..<upper)
                model = model.filter { !$0.range.overlaps(lower..<upper) } + added
            } else {
                let lower = random.below(count + 1)
                let upper = min(count, lower + random.below(6))
                let inserted = String(repeating: "x", count: random.below(4))
                if lower == upper && inserted.isEmpty { continue }
                area.selectedRange = lower..<upper
                if inserted.isEmpty { area.deleteBackward() } else { area.insertText(inserted) }
                model = model.compactMap { decoration in
                    DecorationEditingTests.remap(
                        decoration.range, lower..<upper, inserted.utf8.count, layer.editBehavior
                    )
                    .map { Decoration(range: $0, style: decoration.style) }
                }
            }
            #expect(Self.sorted(area.decorations(in: layer)) == Self.sorted(model), "step \(step)")
            #expect(area.decorations(in: layer).map(\.range) == Self.sorted(model).map(\.range), "step \(step)")
            let probe = random.below(area.utf8Count + 1)
            let expected = Self.sorted(model.filter { $0.range.lowerBound <= probe && probe <= $0.range.upperBound })
            #expect(Self.sorted(area.decorations(at: probe).map(\.decoration)) == expected, "step \(step) at \(probe)")
            let window = probe..<min(area.utf8Count, probe + 40)
            #expect(
                Self.sorted(area.decorationStore.decorations(overlapping: window).map(\.decoration))
                    == Self.sorted(model.filter { $0.range.overlaps(window) }), "step \(step) over \(window)")
        }
    }
}
