/// What a secure area lays out instead of its text: the stand-in text and the bullet measurer.
final class SecureDisplay {
    /// The stand-in of the area's text (see ``SecureTextMask``).
    var mask: TextStorage
    /// The bullet measurer over the area's current measurer.
    private var bulletMeasurer: BulletMeasurer?

    /// Creates the display of `storage`'s stand-in.
    init(of storage: TextStorage) {
        mask = SecureTextMask.storage(for: storage)
    }

    /// The bullet measurer over `base`, made again when the area's measurer changed.
    func measurer(over base: any TextMeasurer) -> BulletMeasurer {
        if let bulletMeasurer, bulletMeasurer.base === base { return bulletMeasurer }
        let made = BulletMeasurer(base: base)
        bulletMeasurer = made
        return made
    }

    /// Makes the stand-in of `storage` again and returns what changed in it, as a range of the old stand-in and the new length of that stretch.
    func update(to storage: TextStorage) -> (replaced: Range<Int>, insertedLength: Int) {
        var newMask = SecureTextMask.storage(for: storage)
        let oldCount = mask.utf8Count
        let newCount = newMask.utf8Count
        let shorter = min(oldCount, newCount)
        var prefix = 0
        while prefix < shorter && mask.byte(at: prefix) == newMask.byte(at: prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix
            && mask.byte(at: oldCount - 1 - suffix) == newMask.byte(at: newCount - 1 - suffix)
        {
            suffix += 1
        }
        // A change must start and end on cluster boundaries of both stand-ins: widen it to the clusters it touches.
        var lower = prefix
        while lower > 0 && !(mask.isCharacterBoundary(lower) && newMask.isCharacterBoundary(lower)) { lower -= 1 }
        var suffixKept = suffix
        while suffixKept > 0
            && !(mask.isCharacterBoundary(oldCount - suffixKept) && newMask.isCharacterBoundary(newCount - suffixKept))
        {
            suffixKept -= 1
        }
        swap(&mask, &newMask)
        newMask.overwriteAndRemoveAll()
        return (lower..<(oldCount - suffixKept), newCount - suffixKept - lower)
    }

    /// Clears the stand-in's bytes.
    func clear() {
        mask.overwriteAndRemoveAll()
    }
}
