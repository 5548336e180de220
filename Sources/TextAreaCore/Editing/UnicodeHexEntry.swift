/// Entry of a character by its hexadecimal code point, started with Ctrl+Shift+U, as GTK's simple input method does.
///
/// The entry shows as marked text: "u", then the digits typed ("u1f600").
/// Hexadecimal digits add to it (six at most; more are ignored), Backspace
/// removes the last (and at "u" alone ends the entry), Space, Return and
/// Enter insert the character, and Escape ends the entry without inserting
/// anything. Any other key inserts the character when the digits name one
/// and then acts as it always does. Digits that name no character (none, 0,
/// a surrogate, past U+10FFFF) insert nothing. Ctrl+Shift+U again inserts
/// what was entered and starts anew. ``TextArea/performUnicodeEntryKey(_:)``
/// runs it in an area.
public struct UnicodeHexEntry: Hashable, Sendable {
    /// The most digits an entry holds, enough for U+10FFFF.
    public static let maximumDigitCount = 6

    /// The hexadecimal digits typed so far, as typed (either case).
    public private(set) var digits = ""

    /// Creates an entry with no digits yet, as Ctrl+Shift+U starts it.
    public init() {}

    /// What an entry shows as marked text: "u" and the digits.
    public var preedit: String { "u" + digits }

    /// The character the digits name, or nil when they name none (no digits, 0, a surrogate or past U+10FFFF).
    public var scalar: Unicode.Scalar? {
        guard let value = UInt32(digits, radix: 16), value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    /// What a key press does to an entry under way.
    public enum Step: Hashable, Sendable {
        /// The entry goes on: the key added or removed a digit, or was ignored.
        case continues
        /// The entry ends: `inserting` (nil for nothing) goes into the text; with `passesKeyOn` the key then acts as usual.
        case finishes(inserting: Unicode.Scalar?, passesKeyOn: Bool)
        /// Ctrl+Shift+U again: `inserting` (nil for nothing) goes into the text and a new entry starts.
        case restarts(inserting: Unicode.Scalar?)
    }

    /// Whether `input` is Ctrl+Shift+U, which starts an entry.
    public static func isStart(_ input: KeyInput) -> Bool {
        guard case .character(let character) = input.key else { return false }
        return (character == "u" || character == "U") && input.modifiers == [.control, .shift]
    }

    /// Takes a key press: adds or removes a digit, or says how the entry ends.
    public mutating func handle(_ input: KeyInput) -> Step {
        if Self.isStart(input) { return .restarts(inserting: scalar) }
        // Control and Shift may still be held from Ctrl+Shift+U; any other modifier makes the key a shortcut.
        let plain = input.modifiers.isSubset(of: [.control, .shift])
        switch input.key {
        case .character(let character) where plain && character.isHexDigit && character.isASCII:
            if digits.count < Self.maximumDigitCount { digits.append(character) }
            return .continues
        case .backspace where plain:
            if digits.isEmpty { return .finishes(inserting: nil, passesKeyOn: false) }
            digits.removeLast()
            return .continues
        case .character(" ") where plain, .enter where plain:
            return .finishes(inserting: scalar, passesKeyOn: false)
        case .escape:
            return .finishes(inserting: nil, passesKeyOn: false)
        default:
            return .finishes(inserting: scalar, passesKeyOn: true)
        }
    }
}
