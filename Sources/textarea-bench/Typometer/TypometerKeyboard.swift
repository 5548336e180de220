import CX11
import CX11Extensions
import X11TextArea

/// The keys the typometer types, and their injection through XTest as if from the keyboard.
struct TypometerKeyboard {
    /// The letters typed, in a cycle: a pangram without spaces, so every key adds a visible glyph.
    static let letters = Array("thequickbrownfoxjumpsoverthelazydog".unicodeScalars)

    /// One key of the sequence: its keycode and what it is, for messages.
    struct Key {
        /// The X keycode pressed and released.
        var keycode: KeyCode
        /// The key's name: the letter, or "BackSpace".
        var name: String
    }

    /// The connection the keys are sent on.
    let connection: X11Connection

    /// Checks that the server offers XTest.
    ///
    /// - Throws: ``BenchmarkError`` when it does not.
    init(connection: X11Connection) throws {
        self.connection = connection
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(connection.display, &eventBase, &errorBase, &major, &minor) != 0 else {
            throw BenchmarkError(description: "the X server does not offer the XTEST extension, needed to type")
        }
    }

    /// The `count` keys to send: the first half (rounded up) letters, then BackSpaces for the rest.
    ///
    /// - Throws: ``BenchmarkError`` when the keyboard map has no key for a letter or BackSpace.
    func sequence(count: Int) throws -> [Key] {
        let letterCount = (count + 1) / 2
        var keys: [Key] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            if index < letterCount {
                let letter = Self.letters[index % Self.letters.count]
                keys.append(
                    Key(
                        keycode: try keycode(for: KeySym(letter.value), name: String(letter)),
                        name: String(letter)))
            } else {
                keys.append(Key(keycode: try keycode(for: KeySym(XK_BackSpace), name: "BackSpace"), name: "BackSpace"))
            }
        }
        return keys
    }

    /// Queues a press and a release of `key` without flushing; returns the serial of the press request.
    ///
    /// Every event the server sends this connection after handling the
    /// press carries a serial of at least the returned one.
    func queue(_ key: Key) -> UInt {
        let serial = XNextRequest(connection.display)
        XTestFakeKeyEvent(connection.display, UInt32(key.keycode), 1, 0)
        XTestFakeKeyEvent(connection.display, UInt32(key.keycode), 0, 0)
        return serial
    }

    private func keycode(for keysym: KeySym, name: String) throws -> KeyCode {
        let keycode = XKeysymToKeycode(connection.display, keysym)
        guard keycode != 0 else {
            throw BenchmarkError(description: "the keyboard map has no key for '\(name)'")
        }
        // A key whose first level is another symbol (an uppercase-first map) would type the wrong character.
        guard XkbKeycodeToKeysym(connection.display, keycode, 0, 0) == keysym else {
            throw BenchmarkError(description: "the key for '\(name)' needs a modifier in this keyboard map")
        }
        return keycode
    }
}
