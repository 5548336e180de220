import TextAreaCore

// A secure area on the bus: role `password text`, one bullet per grapheme cluster, offsets counted in bullets, never its characters.
extension AccessibleTextArea {
    /// The offset on the bus of UTF-8 offset `offset`: code points, or bullets (grapheme clusters) in a secure area.
    func busOffset(of offset: Int) -> Int {
        guard let area = view?.textArea else { return 0 }
        if area.isSecureTextEntry { return area.bulletCount(in: 0..<offset) }
        return counter.codePointOffset(of: offset, in: area.textStorage)
    }

    /// `count` bullets, what a secure area shows and says in place of its text.
    static func bullets(_ count: Int) -> TextStorage {
        TextStorage(String(repeating: TextArea.secureBullet, count: max(count, 0)))
    }
}
