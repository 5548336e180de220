/// A bounded cache of run widths keyed by a font identity and the run's UTF-8 bytes.
///
/// Measurers put it in front of the font library, so re-measuring an unchanged
/// word costs one hash of its bytes and one probe. A lookup allocates nothing:
/// keys are copied once, on insertion, into a single byte arena.
///
/// The cache is bounded: when storing would exceed ``maximumEntries``, every
/// entry is dropped and filling starts again. Runs longer than
/// ``maximumKeyLength`` bytes are never stored (they are rarely measured twice
/// and would crowd out words).
///
/// The cache is not thread-safe; it belongs to the measurer that owns it.
///
/// # Invariants
/// - `count <= maximumEntries`.
/// - A stored width is returned only for the exact font identity and byte
///   sequence it was stored with.
public final class WidthCache {
    /// The largest number of entries held before the cache is cleared.
    public let maximumEntries: Int
    /// The longest key, in bytes, that is stored.
    public let maximumKeyLength: Int

    /// The number of entries currently held.
    public private(set) var count = 0
    /// How many lookups found a width.
    public private(set) var hitCount = 0
    /// How many lookups found nothing.
    public private(set) var missCount = 0
    /// How many times the cache was cleared because it was full.
    public private(set) var evictionCount = 0

    private struct Entry {
        var hash: UInt64
        var font: Int
        var keyOffset: Int
        var keyLength: Int
        var width: Double
    }

    /// Open-addressing table of entry numbers plus one; zero marks an empty slot.
    private let slots: UnsafeMutablePointer<UInt32>
    private let slotMask: Int
    private let entries: UnsafeMutablePointer<Entry>
    private var arena: UnsafeMutablePointer<UInt8>
    private var arenaCapacity: Int
    private var arenaCount = 0

    /// Creates an empty cache holding at most `maximumEntries` widths of keys up to `maximumKeyLength` bytes.
    public init(maximumEntries: Int = 32_768, maximumKeyLength: Int = 64) {
        precondition(
            maximumEntries > 0 && maximumEntries < Int(UInt32.max / 2),
            "The entry limit must be positive and fit the slot table")
        precondition(maximumKeyLength >= 0, "The key length limit must not be negative")
        self.maximumEntries = maximumEntries
        self.maximumKeyLength = maximumKeyLength
        var slotCount = 16
        while slotCount < maximumEntries * 2 { slotCount <<= 1 }
        slotMask = slotCount - 1
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        entries = .allocate(capacity: maximumEntries)
        arenaCapacity = 4096
        arena = .allocate(capacity: arenaCapacity)
    }

    deinit {
        slots.deallocate()
        entries.deallocate()
        arena.deallocate()
    }

    /// Returns the width stored for `utf8` in the font identified by `font`, or nil.
    public func width(font: Int, utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        guard utf8.count <= maximumKeyLength else {
            missCount &+= 1
            return nil
        }
        let hash = Self.hash(font: font, utf8: utf8)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let entry = entries[Int(stored) - 1]
            if entry.hash == hash, entry.font == font, matches(entry, utf8) {
                hitCount &+= 1
                return entry.width
            }
            slot = (slot + 1) & slotMask
        }
        missCount &+= 1
        return nil
    }

    /// Stores `width` for `utf8` in the font identified by `font`, replacing any earlier width.
    ///
    /// Keys longer than ``maximumKeyLength`` are ignored. When the cache is
    /// full, it is cleared first.
    public func store(_ width: Double, font: Int, utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count <= maximumKeyLength else { return }
        let hash = Self.hash(font: font, utf8: utf8)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let index = Int(stored) - 1
            if entries[index].hash == hash, entries[index].font == font, matches(entries[index], utf8) {
                entries[index].width = width
                return
            }
            slot = (slot + 1) & slotMask
        }
        if count == maximumEntries {
            evictionCount &+= 1
            removeAll()
            store(width, font: font, utf8: utf8)
            return
        }
        let offset = appendToArena(utf8)
        (entries + count).initialize(
            to: Entry(
                hash: hash, font: font, keyOffset: offset,
                keyLength: utf8.count, width: width))
        count += 1
        slots[slot] = UInt32(count)
    }

    /// Drops every entry (the hit and miss counters are kept).
    public func removeAll() {
        slots.update(repeating: 0, count: slotMask + 1)
        count = 0
        arenaCount = 0
    }

    private func matches(_ entry: Entry, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.keyLength == utf8.count else { return false }
        guard let base = utf8.baseAddress, utf8.count > 0 else { return true }
        return WordwiseBytes.equal(arena + entry.keyOffset, base, count: utf8.count)
    }

    private func appendToArena(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        let offset = arenaCount
        if arenaCount + utf8.count > arenaCapacity {
            var newCapacity = arenaCapacity * 2
            while arenaCount + utf8.count > newCapacity { newCapacity *= 2 }
            let newArena = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newArena.update(from: arena, count: arenaCount)
            arena.deallocate()
            arena = newArena
            arenaCapacity = newCapacity
        }
        if let base = utf8.baseAddress, utf8.count > 0 {
            (arena + arenaCount).update(from: base, count: utf8.count)
        }
        arenaCount += utf8.count
        return offset
    }

    /// Hashes the font identity and the bytes, eight bytes a step.
    @inline(__always)
    static func hash(font: Int, utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = (UInt64(truncatingIfNeeded: font) &+ 0x632B_E59B_D9B4_E019) &* multiplier
        state ^= UInt64(truncatingIfNeeded: utf8.count)
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            let length = utf8.count
            var position = 0
            while position + 8 <= length {
                state = (state ^ raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* multiplier
                state ^= state >> 29
                position += 8
            }
            if position < length {
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while position < length {
                    tail |= UInt64(base[position]) << shift
                    shift += 8
                    position += 1
                }
                state = (state ^ tail) &* multiplier
                state ^= state >> 29
            }
        }
        state ^= state >> 33
        state &*= 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        return state
    }
}

@available(*, unavailable, message: "A width cache belongs to one measurer on one thread")
extension WidthCache: Sendable {}
