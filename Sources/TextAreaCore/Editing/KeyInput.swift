/// A key, as the core understands it, independent of any window system's key codes.
public enum Key: Hashable, Sendable {
    /// A key that produces text, such as "a" or "中" (after the keyboard layout and input method).
    case character(Character)
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Return or Enter.
    case enter
    /// Tab (Shift+Tab arrives as Tab with Shift).
    case tab
    /// Escape.
    case escape
    /// Insert.
    case insert
    /// A function key: F1 is `.function(1)`; X keyboards name F1 to F35.
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Mod1).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Super (the logo key, Mod4).
    public static let superKey = KeyModifiers(rawValue: 1 << 3)
}

/// A key press: the key and the modifiers held.
public struct KeyInput: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}
