extension Unicode.Scalar {
    /// Whether the scalar may join the cluster before it: a mark, a joiner, an emoji modifier, a vowel or final jamo.
    ///
    /// Line breaking and windowed cluster searches use it to avoid cutting a
    /// cluster where UAX #14 allows a break (a skin tone after a non-emoji, a
    /// mark after a space) or where a cluster's rules look back past a window.
    /// Whether it does join depends on the scalar before it.
    ///
    /// The generated grapheme-role table answers for every scalar assigned in
    /// its Unicode version; the standard library's properties answer for the rest.
    var continuesGraphemeCluster: Bool {
        let value = self.value
        guard value >= 0x300 else { return false }
        switch GraphemeRole(of: value) {
        case .continuing: return true
        case .simple, .special: return false
        case .unassigned: return continuesGraphemeClusterByProperties
        }
    }

    /// ``continuesGraphemeCluster`` from the standard library's scalar properties: the answer for scalars the table does not know, and the reference the table is tested against.
    var continuesGraphemeClusterByProperties: Bool {
        let value = self.value
        guard value >= 0x300 else { return false }
        // The large blocks without marks answer before any property lookup: ideographs, Hangul syllables,
        // kana (but their voicing marks), and emoji (but the skin tones).
        if (0x3400...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) { return false }
        if (0x3040...0x30FF).contains(value) { return value == 0x3099 || value == 0x309A }
        if (0x1F000...0x1FAFF).contains(value) { return (0x1F3FB...0x1F3FF).contains(value) }
        let properties = self.properties
        return value == 0x200D || properties.isGraphemeExtend || properties.isEmojiModifier
            || properties.generalCategory == .spacingMark || value == 0x0E33 || value == 0x0EB3
            || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }
}
