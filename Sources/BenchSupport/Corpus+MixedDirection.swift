import SeededRandom
import TextAreaCore

extension Corpus {
    /// Arabic words for right-to-left paragraphs.
    package static let arabicWords = """
        في من على إلى أن هذا التي الذي كان عن مع هذه كل بين قد ما لا هو هي نص منطقة كتابة نافذة مؤشر تحديد \
        فقرة التفاف قياس تخطيط لوحة مفاتيح حافظة خط بسرعة بلطف تحت فوق خلال بدون قبل بعد بسيط دقيق عادي
        """.split(separator: " ").map(String.init)

    /// Builds about `byteCount` bytes of paragraphs alternating between Arabic (with digits and a Latin word now and then) and English, in pieces.
    package static func mixedDirectionParagraphs(byteCount: Int, seed: UInt64 = 3) -> TextStorage {
        var random = SplitMix64(seed: seed)
        var storage = TextStorage()
        var piece = ""
        var arabic = true
        while storage.utf8Count + piece.utf8.count < byteCount {
            piece += arabic ? arabicParagraph(&random) : englishParagraph(&random)
            piece += "\n"
            arabic.toggle()
            if piece.utf8.count > 16384 {
                storage.append(piece)
                piece = ""
            }
        }
        storage.append(piece)
        return storage
    }

    /// One Arabic paragraph of 20 to 140 words, with numbers and an English word here and there.
    package static func arabicParagraph(_ random: inout SplitMix64) -> String {
        var words: [String] = []
        let count = 20 + Int(random.next() % 120)
        for _ in 0..<count {
            switch random.next() % 20 {
            case 0: words.append(String(random.next() % 10_000))
            case 1: words.append(englishWords[Int(random.next() % UInt64(englishWords.count))])
            default: words.append(arabicWords[Int(random.next() % UInt64(arabicWords.count))])
            }
            if random.next() % 12 == 0 { words[words.count - 1] += "،" }
        }
        return words.joined(separator: " ") + "."
    }
}
