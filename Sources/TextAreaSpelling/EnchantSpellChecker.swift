import CEnchant
import Glibc
import TextAreaCore

/// Why spell checking cannot start: no Enchant provider, or no dictionary for a language.
public struct SpellingUnavailable: Error, CustomStringConvertible, Sendable {
    /// One line saying what is missing, for standard error.
    public let description: String

    /// Creates the error with its line.
    public init(_ description: String) {
        self.description = description
    }
}

/// A `SpellChecker` (TextAreaCore) over Enchant 2: the system's dictionaries (hunspell's on Debian) and Enchant's personal word list.
///
/// Each language has its dictionary; a word is checked by the dictionaries of
/// its script and is correct if one of them accepts it. Words added to the
/// dictionary go to Enchant's personal word list (`<language>.dic` in
/// Enchant's configuration folder, `$ENCHANT_CONFIG_DIR` or
/// `~/.config/enchant`), so they outlive the program.
///
/// Verdicts are remembered for a while (``verdictLifetime``): a long text
/// repeats its words, and Enchant looks at its personal word list files on
/// disk for every word it checks. Adding or ignoring a word here forgets them
/// at once; a word another program adds to the personal list counts once the
/// remembered verdicts expire.
public final class EnchantSpellChecker: SpellChecker {
    /// How long a verdict is remembered, in seconds.
    public static let verdictLifetime = 2.0
    /// How many verdicts are remembered at most: past this many, they are all forgotten.
    static let verdictLimit = 32_768

    /// The language tags checked, as given (`en_US`, `fr`).
    public let languages: [String]
    /// The broker that owns the dictionaries.
    private let broker: OpaquePointer
    /// Each language's dictionary and script, in the order given.
    private let dictionaries: [(dictionary: OpaquePointer, script: WritingScript)]
    /// Whether each word checked lately is correct.
    private var verdicts: [String: Bool] = [:]
    /// When the remembered verdicts expire, on ``MonotonicClock``.
    private var verdictsExpire = 0.0

    /// Opens the dictionaries of `languages` (Enchant tags such as `en_US`; a tag with a region falls back to the bare language).
    ///
    /// Throws ``SpellingUnavailable`` when Enchant has no provider or a language has no dictionary.
    public init(languages: [String]) throws(SpellingUnavailable) {
        guard let broker = enchant_broker_init() else { throw SpellingUnavailable("spelling: Enchant could not start") }
        var opened: [(dictionary: OpaquePointer, script: WritingScript)] = []
        for tag in languages {
            let language = String(tag.prefix { $0 != "_" && $0 != "-" })
            guard
                let dictionary = enchant_broker_request_dict(broker, tag)
                    ?? enchant_broker_request_dict(broker, language)
            else {
                for (dictionary, _) in opened { enchant_broker_free_dict(broker, dictionary) }
                enchant_broker_free(broker)
                throw SpellingUnavailable("spelling: no dictionary for \(tag); spell checking is off")
            }
            opened.append((dictionary, WritingScript(language: tag)))
        }
        guard !opened.isEmpty else {
            enchant_broker_free(broker)
            throw SpellingUnavailable("spelling: no language given; spell checking is off")
        }
        self.broker = broker
        self.languages = languages
        self.dictionaries = opened
    }

    /// Opens the dictionary of the user's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`; `en_US` for C and POSIX).
    public convenience init() throws(SpellingUnavailable) {
        try self.init(languages: [Self.localeLanguage()])
    }

    deinit {
        for (dictionary, _) in dictionaries { enchant_broker_free_dict(broker, dictionary) }
        enchant_broker_free(broker)
    }

    /// The language tag of the user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, without its encoding (`fr_FR.UTF-8` → `fr_FR`); `en_US` for C and POSIX.
    public static func localeLanguage(environment: [String: String]? = nil) -> String {
        let read: (String) -> String? = { name in
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(read).first { !$0.isEmpty } ?? ""
        let tag = String(value.prefix { $0 != "." && $0 != "@" })
        return tag.isEmpty || tag == "C" || tag == "POSIX" ? "en_US" : tag
    }

    /// The dictionaries of `word`'s script.
    private func dictionaries(for word: String) -> [OpaquePointer] {
        guard let script = WritingScript(of: word) else { return [] }
        return dictionaries.filter { $0.script == script }.map(\.dictionary)
    }

    /// Whether a dictionary of `word`'s script is open.
    public func canCheck(_ word: String) -> Bool {
        guard let script = WritingScript(of: word) else { return false }
        return dictionaries.contains { $0.script == script }
    }

    /// Whether one of the dictionaries of `word`'s script (with the personal and session lists) accepts it.
    public func isCorrect(_ word: String) -> Bool {
        let now = MonotonicClock.now()
        if now >= verdictsExpire || verdicts.count >= Self.verdictLimit {
            verdicts.removeAll(keepingCapacity: true)
            verdictsExpire = now + Self.verdictLifetime
        }
        if let verdict = verdicts[word] { return verdict }
        let found = dictionaries(for: word)
        let verdict =
            found.isEmpty
            || found.contains { dictionary in word.withCString { enchant_dict_check(dictionary, $0, -1) } == 0 }
        verdicts[word] = verdict
        return verdict
    }

    /// At most `limit` suggestions from the dictionaries of `word`'s script, the first dictionary's first.
    public func suggestions(for word: String, limit: Int) -> [String] {
        var result: [String] = []
        for dictionary in dictionaries(for: word) where result.count < limit {
            var count = 0
            guard let list = word.withCString({ enchant_dict_suggest(dictionary, $0, -1, &count) }) else { continue }
            for index in 0..<count {
                guard let entry = list[index] else { continue }
                let suggestion = String(cString: entry)
                if result.count < limit, !result.contains(suggestion) { result.append(suggestion) }
            }
            enchant_dict_free_string_list(dictionary, list)
        }
        return result
    }

    /// Adds `word` to the personal word list of the first dictionary of its script.
    public func addToPersonalDictionary(_ word: String) {
        guard let dictionary = dictionaries(for: word).first else { return }
        word.withCString { enchant_dict_add(dictionary, $0, -1) }
        verdicts.removeAll()
    }

    /// Takes `word` as correct in every dictionary of its script until this checker is released.
    public func ignoreForSession(_ word: String) {
        for dictionary in dictionaries(for: word) {
            word.withCString { enchant_dict_add_to_session(dictionary, $0, -1) }
        }
        verdicts.removeAll()
    }
}
