import SeededRandom
import TextAreaCore

extension Corpus {
    /// Sentences in the languages the text area shapes: English (with kerning and ligatures), Greek, Russian, Arabic, Hebrew with points, Hindi, Bengali, Tamil, Thai, Khmer, Myanmar, Chinese, Japanese, Korean and emoji sequences (`textarea-bench --corpus multilingual` writes the document for other programs).
    package static let multilingualSentences = [
        "The quick brown fox jumps over the lazy dog; office AVATAR Wa To fi.",
        "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.",
        "Съешь же ещё этих мягких французских булок, да выпей чаю.",
        "مرحبا بالعالم، هذا نص عربي للتجربة (مع أقواس) و ١٢٣ أرقام.",
        "שלום עולם, זהו טקסט בעברית עִבְרִית לבדיקה.",
        "नमस्ते दुनिया, यह क्षत्रिय हिन्दी का एक वाक्य है।",
        "বাংলা ভাষা একটি সুন্দর ভাষা।",
        "தமிழ் மொழி மிகவும் பழமையானது.",
        "ภาษาไทยเป็นภาษาที่สวยงามและกำลังเติบโต",
        "ភាសាខ្មែរគឺជាភាសាដ៏ស្រស់ស្អាត",
        "မြန်မာဘာသာစကားသည် လှပသည်",
        "中文文本用于测试换行和字体回退。",
        "日本語のテキストで改行とフォントを試します。",
        "한국어 텍스트로 줄 바꿈과 글꼴을 시험합니다.",
        "Emoji: 👩‍👩‍👧‍👦 🇯🇵 👍🏽 1️⃣ ❤️ 😀",
    ]

    /// Builds about `byteCount` bytes of paragraphs of one to six sentences each, the languages mixed at random.
    package static func multilingualParagraphs(byteCount: Int, seed: UInt64 = 4) -> TextStorage {
        var random = SplitMix64(seed: seed)
        var storage = TextStorage()
        var piece = ""
        while storage.utf8Count + piece.utf8.count < byteCount {
            let count = 1 + Int(random.next() % 6)
            var sentences: [String] = []
            for _ in 0..<count {
                sentences.append(multilingualSentences[Int(random.next() % UInt64(multilingualSentences.count))])
            }
            piece += sentences.joined(separator: " ") + "\n"
            if piece.utf8.count > 16384 {
                storage.append(piece)
                piece = ""
            }
        }
        storage.append(piece)
        return storage
    }
}
