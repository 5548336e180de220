/// A small seedable generator (SplitMix64), so a random test replays exactly from its seed.
///
/// The helpers below sample with plain arithmetic rather than the standard
/// library's `random(in:using:)`, whose sampling may change between releases:
/// a seed printed by a failing run keeps reproducing the same run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose whole output is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "The bound must be positive")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
