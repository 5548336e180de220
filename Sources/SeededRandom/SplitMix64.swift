/// A small deterministic random number generator (SplitMix64), so random tests, fuzzing and benchmarks replay from their seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// Returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SplitMix64 {
    // These sample with plain arithmetic rather than the standard library's
    // `random(in:using:)`, whose sampling may change between releases: a seed
    // printed by a failing run keeps reproducing the same run.

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "The bound must be positive")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One of `elements`, which must not be empty.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
