import Testing

@testable import TextAreaCore

/// Cluster boundaries around grapheme clusters far longer than a chunk: a letter with thousands of marks, as hostile text holds.
@Suite struct LongClusterBoundaryTests {
    /// "x ", a letter with `marks` acute accents, then "b".
    private func storage(marks: Int) -> (storage: TextStorage, start: Int, end: Int) {
        let cluster = "a" + String(repeating: "\u{301}", count: marks)
        let storage = TextStorage("x " + cluster + "b")
        return (storage, 2, 2 + cluster.utf8.count)
    }

    @Test(arguments: [40, 5_000, 30_000])
    func boundariesAroundALongCluster(marks: Int) {
        let (storage, start, end) = storage(marks: marks)
        #expect(storage.chunks.count > 1 || marks < 2000, "the cluster spans chunks")
        #expect(storage.characterBoundary(after: start) == end)
        #expect(storage.characterBoundary(before: end) == start)
        #expect(storage.characterBoundary(before: end + 1) == end)
        #expect(storage.characterBoundary(after: end) == end + 1)
        #expect(storage.characterBoundary(before: start) == start - 1)
        // Inside the cluster, on a mark and inside a mark's two bytes.
        let middle = start + 1 + 2 * (marks / 2)
        #expect(storage.characterBoundary(atOrBefore: middle) == start)
        #expect(storage.characterBoundary(atOrBefore: middle + 1) == start)
        #expect(!storage.isCharacterBoundary(middle))
        #expect(storage.isCharacterBoundary(end))
        #expect(storage.characterCount(in: 0..<storage.utf8Count) == 4)
        #expect(storage.offset(afterCharacters: 3) == end)
    }

    @Test func aTextThatStartsWithMarksHasItsFirstClusterFromTheStart() {
        let storage = TextStorage(String(repeating: "\u{301}", count: 10_000) + "b")
        let end = storage.utf8Count - 1
        #expect(storage.characterBoundary(before: end) == 0)
        #expect(storage.characterBoundary(atOrBefore: end / 2) == 0)
        #expect(storage.characterBoundary(after: 0) == end)
    }
}
