/// Checks the spelling of words: what a text area's spell checking asks of a dictionary.
///
/// The core never sees a dictionary: a front end or an application gives an
/// implementation (the `TextAreaSpelling` module has one over Enchant 2) to a
/// ``SpellingSchedule``, which asks it about one word at a time.
public protocol SpellChecker: AnyObject {
    /// Whether a dictionary covers `word`'s script; words no dictionary covers are never marked.
    func canCheck(_ word: String) -> Bool
    /// Whether `word` is spelt correctly: in a dictionary, the personal word list, or the words ignored this session.
    func isCorrect(_ word: String) -> Bool
    /// At most `limit` replacements for `word`, the likeliest first.
    func suggestions(for word: String, limit: Int) -> [String]
    /// Adds `word` to the personal word list, which outlives the session.
    func addToPersonalDictionary(_ word: String)
    /// Takes `word` as correct until the checker is released (Ignore All).
    func ignoreForSession(_ word: String)
}
