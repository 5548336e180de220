import BenchSupport
import SeededRandom
import TextAreaCore
import TextAreaICU

/// What a segmenter costs: wrapping text without SA runs (it must cost nothing), and wrapping and editing Thai with ICU's dictionary.
enum SegmenterBenchmarks {
    /// The size of the text without SA runs, and the width lines wrap at: textarea-bench's.
    static let documentSize = 10 * 1024 * 1024
    static let columns = 80.0
    /// The size of the Thai text.
    static let thaiSize = 2 * 1024 * 1024

    /// Real Thai words, joined at random into runs without spaces, as Thai is written.
    static let thaiWords = """
        ภาษา ไทย เป็น ราชการ ของ ประเทศ และ แม่ ชาว ส่วน ใหญ่ มี อักษร ตนเอง เรียก ว่า วันนี้ อากาศ ดี มาก เรา ไป \
        เที่ยว ทะเล กัน ผม ชอบ กิน ข้าว ผัด กับ น้ำ ปลา บ้าน โรงเรียน นักเรียน ครู หนังสือ อ่าน เขียน ทำงาน \
        คอมพิวเตอร์ โทรศัพท์ เมือง กรุงเทพ ตลาด อาหาร อร่อย เดิน ทาง รถไฟ เครื่องบิน
        """.split(separator: " ").map(String.init)

    /// An area laid out at 80 monospace cells, 40 lines tall, splitting with `segmenter`.
    static func makeArea(_ storage: TextStorage, segmenter: (any TextSegmenter)?) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: columns, height: 40)
        area.segmenter = segmenter
        area.load(storage)
        return area
    }

    /// About `byteCount` bytes of Thai paragraphs: runs of 3 to 30 words between spaces, paragraphs of a few hundred words.
    static func thaiParagraphs(byteCount: Int, seed: UInt64 = 3) -> TextStorage {
        var random = SplitMix64(seed: seed)
        var storage = TextStorage()
        var piece = ""
        while storage.utf8Count + piece.utf8.count < byteCount {
            for run in 0..<random.number(in: 5...40) {
                if run > 0 { piece += " " }
                for _ in 0..<random.number(in: 3...30) { piece += random.pick(thaiWords) }
            }
            piece += "\n"
            if piece.utf8.count > 16384 {
                storage.append(piece)
                piece = ""
            }
        }
        storage.append(piece)
        return storage
    }

    /// The best of five full wraps of `storage`, in MB/s; each wrap starts with an empty cache.
    static func wrapRate(_ storage: TextStorage, segmenter: () -> (any TextSegmenter)?) -> (rate: Double, lines: Int) {
        var best = Double.infinity
        var lines = 0
        for _ in 0..<5 {
            let area = makeArea(storage, segmenter: segmenter())
            let start = MonotonicClock.now()
            area.completeLayout()
            lines = area.lineCount
            best = min(best, MonotonicClock.now() - start)
        }
        return (Double(storage.utf8Count) / 1_000_000 / best, lines)
    }

    /// Wraps the 10 MB benchmark text (English, Chinese, Japanese, code: no SA) with and without ICU's segmenter, then 2 MB of Thai; one JSON line each.
    static func wrap(_ document: TextStorage) -> [String] {
        let plain = wrapRate(document) { nil }
        let segmented = wrapRate(document) { ICUSegmenter() }
        let thai = thaiParagraphs(byteCount: thaiSize)
        let thaiPlain = wrapRate(thai) { nil }
        let thaiSegmented = wrapRate(thai) { ICUSegmenter() }
        return [
            "{\"bench\":\"wrap_segmenter\",\"document\":\"paragraphs_10mb\",\"lines\":\(segmented.lines),"
                + "\"plain_mb_per_s\":\(Measurements.json(plain.rate)),"
                + "\"icu_mb_per_s\":\(Measurements.json(segmented.rate))}",
            "{\"bench\":\"wrap_segmenter\",\"document\":\"thai_2mb\",\"bytes\":\(thai.utf8Count),"
                + "\"plain_lines\":\(thaiPlain.lines),\"icu_lines\":\(thaiSegmented.lines),"
                + "\"plain_mb_per_s\":\(Measurements.json(thaiPlain.rate)),"
                + "\"icu_mb_per_s\":\(Measurements.json(thaiSegmented.rate))}",
        ]
    }

    /// Times 1,000 single-letter inserts into Thai runs, with ICU's segmenter or without one, as textarea-bench's edit benchmark does.
    static func edit(seed: UInt64, segmenter: (any TextSegmenter)?) -> String {
        let area = makeArea(thaiParagraphs(byteCount: thaiSize), segmenter: segmenter)
        area.completeLayout()
        area.beginEditing()
        var random = SplitMix64(seed: seed)
        var samples: [Double] = []
        var deferred: [Double] = []
        for _ in 0..<1000 {
            let offset = area.textStorage.characterBoundary(atOrBefore: random.below(area.utf8Count + 1))
            let start = MonotonicClock.now()
            area.selectedRange = offset..<offset
            area.insertText("ก")
            _ = area.visibleLines()
            samples.append((MonotonicClock.now() - start) * 1e6)
            let idleStart = MonotonicClock.now()
            area.performPendingLayout(lineBudget: Int.max)
            deferred.append((MonotonicClock.now() - idleStart) * 1e6)
        }
        samples.sort()
        deferred.sort()
        return
            "{\"bench\":\"edit_segmenter\",\"document\":\"thai_2mb\",\"segmenter\":\"\(segmenter == nil ? "none" : "icu")\","
            + "\"inserts\":\(samples.count),"
            + "\"p50_us\":\(Measurements.json(Measurements.quantile(samples, 0.5))),"
            + "\"p99_us\":\(Measurements.json(Measurements.quantile(samples, 0.99))),"
            + "\"max_us\":\(Measurements.json(samples.last ?? 0)),"
            + "\"idle_rewrap_p99_us\":\(Measurements.json(Measurements.quantile(deferred, 0.99)))}"
    }
}
