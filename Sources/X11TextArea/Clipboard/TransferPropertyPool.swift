import CX11

/// Property atoms on our window for incoming transfers, reused after a quiet period.
///
/// An owner whose transfer we abandoned (timed out, too large) may still
/// write to its property later; a property is reused only after
/// ``quarantine`` seconds so such a late write cannot land in a newer
/// transfer. The pool grows when every atom is busy or resting.
struct TransferPropertyPool {
    /// How long an abandoned property rests before reuse, in seconds.
    var quarantine: Double = 60
    private var resting: [(atom: Atom, availableAt: Double)] = []
    private var internedCount = 0

    /// Returns a property free at `now`, interning a new one with `intern` when none is.
    mutating func acquire(now: Double, intern: (String) -> Atom) -> Atom {
        if let index = resting.firstIndex(where: { $0.availableAt <= now }) {
            return resting.remove(at: index).atom
        }
        let name = "_TEXTAREA_TRANSFER_\(internedCount)"
        internedCount += 1
        return intern(name)
    }

    /// Returns `atom` to the pool: free at once after a clean transfer, after the quarantine when abandoned.
    mutating func release(_ atom: Atom, now: Double, abandoned: Bool) {
        resting.append((atom, abandoned ? now + quarantine : now))
    }

    /// How many distinct properties were interned so far.
    var count: Int { internedCount }
}
