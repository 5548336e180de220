import TextAreaCore

/// A dictionary segmenter for tests: greedy longest match over a fixed list of words, recording every run it is asked about.
///
/// Text no word matches is split into single grapheme clusters. Greedy
/// matching makes a word's split depend on everything before it in the run,
/// as a real dictionary's can; with `splitsOddRuns`, the answer depends on the
/// whole run, so a run read from anywhere but its start is split differently.
final class WordListSegmenter: TextSegmenter {
    /// The words, as grapheme clusters.
    private let words: [[Character]]
    /// Whether a run of an odd number of clusters also gets a boundary after its first cluster.
    private let splitsOddRuns: Bool
    /// The runs asked about for words, with their kinds, in order.
    private(set) var wordQuestions: [(run: String, kind: DictionaryRunKind)] = []
    /// The runs asked about for line breaks, in order.
    private(set) var lineQuestions: [String] = []

    init(words: [String], splitsOddRuns: Bool = false) {
        self.words = words.map(Array.init).sorted { $0.count > $1.count }
        self.splitsOddRuns = splitsOddRuns
    }

    func wordBoundaries(in run: UnsafeBufferPointer<UInt8>, kind: DictionaryRunKind) -> [Int] {
        let text = String(decoding: run, as: UTF8.self)
        wordQuestions.append((text, kind))
        return boundaries(of: text)
    }

    func lineBreakOpportunities(in run: UnsafeBufferPointer<UInt8>) -> [Int] {
        let text = String(decoding: run, as: UTF8.self)
        lineQuestions.append(text)
        return boundaries(of: text)
    }

    /// Forgets the questions asked so far.
    func forgetQuestions() {
        wordQuestions = []
        lineQuestions = []
    }

    /// The UTF-8 offsets between greedily matched words, strictly inside `text`.
    private func boundaries(of text: String) -> [Int] {
        let characters = Array(text)
        var result: [Int] = []
        var index = 0
        var offset = 0
        while index < characters.count {
            let length =
                words.first { word in
                    word.count <= characters.count - index && Array(characters[index..<(index + word.count)]) == word
                }?.count ?? 1
            for character in characters[index..<(index + length)] { offset += character.utf8.count }
            index += length
            if index < characters.count { result.append(offset) }
        }
        if splitsOddRuns && characters.count % 2 == 1 && characters.count > 1 {
            let first = characters[0].utf8.count
            if !result.contains(first) { result.insert(first, at: 0) }
        }
        return result
    }
}

/// Real words for ``WordListSegmenter``.
enum SampleWords {
    /// Thai words of the sample sentence and a few more.
    static let thai = [
        "ภาษา", "ไทย", "เป็น", "ภาษาราชการ", "ราชการ", "ของ", "ประเทศ", "ประเทศไทย", "มี", "คน", "พูด",
        "มากกว่า", "มาก", "กว่า", "ล้าน", "หก", "สิบ", "วันนี้", "วัน", "นี้", "อากาศ", "ดี", "เรา",
        "ไป", "เที่ยว", "ทะเล", "กัน", "ผม", "ชอบ", "กิน", "ข้าว", "ผัด", "กับ", "น้ำ", "ปลา",
    ]
    /// Chinese and Japanese words.
    static let chineseJapanese = ["中文", "文本", "日本語", "入力", "世界", "です", "カタカナ", "を", "東京", "大阪"]
}
