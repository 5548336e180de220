import SeededRandom
import TextAreaCore

/// Generated benchmark text: English prose, Chinese and Japanese, source code and long unbreakable words.
package enum Corpus {
    static let englishWords = """
        the of and to in is that for it as was with be by on not he this are or his from at which but have an \
        they you were her she there been one all we their has would when if so no what up out about who them \
        text area placeholder window caret selection paragraph wrapping measure layout keyboard clipboard font \
        quickly gently under over between through without during before after simple careful ordinary
        """.split(separator: " ").map(String.init)
    static let chineseCharacters = Array(
        "的一是不了人我在有他这为之大来以个中上们到说国和地也子时道出而要于就下得可你年生自会那后能对着事其里所去行过家十用发天如然作方成者多日都三小军二无同么经法当起与好看学进种将还分此心前面又定见只主没公从请输入备注内容文字布局测试"
    )
    static let japaneseSyllables = Array(
        "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノ日本語入力文章改行表示")
    static let codeLines = [
        "func measure(_ text: String) -> Double {", "    let width = layout.width(of: text)",
        "    return width * scale",
        "}", "for index in 0..<count where values[index] > threshold {", "    total += values[index]",
        "if let line = lines.first { print(line) }", "let table = [\"alpha\": 1, \"beta\": 2, \"gamma\": 3]",
    ]

    /// Builds about `byteCount` bytes of mixed paragraphs into a storage, in pieces so no large string is ever held.
    package static func paragraphs(byteCount: Int, seed: UInt64 = 1) -> TextStorage {
        var random = SplitMix64(seed: seed)
        var storage = TextStorage()
        var piece = ""
        while storage.utf8Count + piece.utf8.count < byteCount {
            switch random.next() % 10 {
            case 0...4: piece += englishParagraph(&random)
            case 5: piece += chineseParagraph(&random)
            case 6: piece += japaneseParagraph(&random)
            case 7, 8: piece += codeBlock(&random)
            default: piece += longWord(&random) + " " + englishParagraph(&random)
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

    /// Builds one paragraph of about `byteCount` bytes of mixed prose with no line breaks.
    package static func singleParagraph(byteCount: Int, seed: UInt64 = 2) -> TextStorage {
        var random = SplitMix64(seed: seed)
        var storage = TextStorage()
        var piece = ""
        while storage.utf8Count + piece.utf8.count < byteCount {
            switch random.next() % 8 {
            case 0: piece += chineseParagraph(&random)
            case 1: piece += japaneseParagraph(&random)
            default: piece += englishParagraph(&random)
            }
            piece += " "
            if piece.utf8.count > 16384 {
                storage.append(piece)
                piece = ""
            }
        }
        storage.append(piece)
        return storage
    }

    static func englishParagraph(_ random: inout SplitMix64) -> String {
        var words: [String] = []
        let count = 20 + Int(random.next() % 120)
        for index in 0..<count {
            var word = englishWords[Int(random.next() % UInt64(englishWords.count))]
            if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            if random.next() % 12 == 0 { word += "," }
            words.append(word)
        }
        return words.joined(separator: " ") + "."
    }

    static func chineseParagraph(_ random: inout SplitMix64) -> String {
        var text = ""
        let count = 30 + Int(random.next() % 150)
        for index in 1...count {
            text.append(chineseCharacters[Int(random.next() % UInt64(chineseCharacters.count))])
            if index % 17 == 0 { text += "，" }
        }
        return text + "。"
    }

    static func japaneseParagraph(_ random: inout SplitMix64) -> String {
        var text = "「"
        let count = 30 + Int(random.next() % 150)
        for index in 1...count {
            text.append(japaneseSyllables[Int(random.next() % UInt64(japaneseSyllables.count))])
            if index % 13 == 0 { text += "、" }
        }
        return text + "」。"
    }

    static func codeBlock(_ random: inout SplitMix64) -> String {
        let count = 3 + Int(random.next() % 12)
        return (0..<count).map { _ in codeLines[Int(random.next() % UInt64(codeLines.count))] }.joined(separator: "\n")
    }

    static func longWord(_ random: inout SplitMix64) -> String {
        let length = 100 + Int(random.next() % 400)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
    }
}
