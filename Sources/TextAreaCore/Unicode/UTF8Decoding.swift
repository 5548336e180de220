/// The package's one UTF-8 decoder: every place that turns bytes into scalars goes through it.
///
/// # Policy for ill-formed bytes
/// A well-formed sequence (the Unicode Standard's table 3-7) decodes to its
/// scalar. Anything else reads as one replacement per *maximal subpart*: the
/// longest prefix of a well-formed sequence, or a single byte when no
/// well-formed sequence starts there. That is the standard's recommended
/// practice, and what `String(decoding:as: UTF8.self)` and
/// `Unicode.UTF8.ForwardParser` do, so the two agree on every code point and
/// its byte length. It covers stray continuation bytes, C0, C1 and F5–FF,
/// overlong forms (E0 80–9F, F0 80–8F), surrogates (ED A0–BF), values above
/// U+10FFFF (F4 90–BF), and sequences cut short by a byte that cannot
/// continue them or by the end of the buffer.
///
/// The storage holds valid UTF-8, so most callers never meet a replacement;
/// the policy makes every reader agree on hostile bytes and keeps each read
/// inside the buffer.
package enum UTF8Decoding {
    /// Decodes the sequence starting at `position`; returns its scalar value and its length in bytes.
    ///
    /// `position` must be less than `end`, the number of readable bytes at
    /// `base`. An ill-formed subpart reads as `replacement` (see the policy
    /// above): U+FFFD, unless the caller sets a value no scalar has to tell
    /// it apart from a U+FFFD in the text. Allocates nothing; ASCII costs one
    /// comparison.
    @inlinable @inline(__always)
    package static func decode(
        _ base: UnsafePointer<UInt8>, at position: Int, end: Int, replacement: UInt32 = 0xFFFD
    ) -> (value: UInt32, length: Int) {
        let lead = base[position]
        if lead < 0x80 { return (UInt32(lead), 1) }
        return decodeMultiByte(lead, base, at: position, end: end, replacement: replacement)
    }

    /// Decodes the scalar starting at `position` of `bytes`; returns it and its length in bytes.
    ///
    /// `position` must lie inside `bytes`; an ill-formed subpart reads as U+FFFD.
    @inlinable @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Unicode.Scalar, Int) {
        assert(position >= 0 && position < bytes.count, "The position must lie inside the buffer")
        let (value, length) = decode(bytes.baseAddress.unsafelyUnwrapped, at: position, end: bytes.count)
        // Every value the decoder returns with the default replacement is a scalar value, so there is nothing to check.
        return (unsafeBitCast(value, to: Unicode.Scalar.self), length)
    }

    /// The length in bytes of the sequence a lead byte announces: 2 for C2–DF, 3 for E0–EF, 4 for F0–F4, and 1 for ASCII and for bytes that cannot lead.
    ///
    /// In valid UTF-8 it is the length of the scalar the byte starts; in
    /// other bytes it is an upper bound of what ``decode(_:at:end:replacement:)``
    /// reads there.
    @inlinable @inline(__always)
    package static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }

    /// Whether `byte` continues a scalar rather than starting one.
    @inlinable @inline(__always)
    package static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The rest of ``decode(_:at:end:replacement:)`` for a lead byte of 0x80 or more.
    ///
    /// A well-formed sequence is checked byte by byte against the ranges the
    /// Unicode Standard's table 3-7 allows (the second byte's range depends on
    /// the lead: no overlong forms after E0 and F0, no surrogates after ED,
    /// nothing above U+10FFFF after F4); anything else goes to
    /// ``illFormedLength(_:_:at:end:)``, out of line, so the inlined part stays small.
    @inlinable @inline(__always)
    static func decodeMultiByte(
        _ lead: UInt8, _ base: UnsafePointer<UInt8>, at position: Int, end: Int, replacement: UInt32
    ) -> (value: UInt32, length: Int) {
        let available = end &- position
        if lead < 0xE0 {
            if lead >= 0xC2 && available >= 2 {
                let second = base[position &+ 1]
                if isContinuation(second) { return (UInt32(lead & 0x1F) &<< 6 | UInt32(second & 0x3F), 2) }
            }
        } else if lead < 0xF0 {
            if available >= 3 {
                let second = base[position &+ 1]
                let third = base[position &+ 2]
                let lowest: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let highest: UInt8 = lead == 0xED ? 0x9F : 0xBF
                if second &- lowest <= highest &- lowest && isContinuation(third) {
                    return (UInt32(lead & 0x0F) &<< 12 | UInt32(second & 0x3F) &<< 6 | UInt32(third & 0x3F), 3)
                }
            }
        } else if lead <= 0xF4 && available >= 4 {
            let second = base[position &+ 1]
            let third = base[position &+ 2]
            let fourth = base[position &+ 3]
            let lowest: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let highest: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            if second &- lowest <= highest &- lowest && (UInt16(third) &<< 8 | UInt16(fourth)) & 0xC0C0 == 0x8080 {
                let value =
                    UInt32(lead & 0x07) &<< 18 | UInt32(second & 0x3F) &<< 12 | UInt32(third & 0x3F) &<< 6
                    | UInt32(fourth & 0x3F)
                return (value, 4)
            }
        }
        return (replacement, illFormedLength(lead, base, at: position, end: end))
    }

    /// The length of the maximal subpart at `position`, which does not start a well-formed sequence: the longest prefix of one, or 1.
    ///
    /// Each byte after the lead is checked against the range the Unicode
    /// Standard's table 3-7 allows at its place, so an overlong form, a
    /// surrogate or a value above U+10FFFF stops at its second byte, as the
    /// standard library's parser does.
    @usableFromInline @inline(never)
    static func illFormedLength(_ lead: UInt8, _ base: UnsafePointer<UInt8>, at position: Int, end: Int) -> Int {
        let expected = sequenceLength(lead: lead)
        guard expected > 1 else { return 1 }
        // The second byte's range depends on the lead; the later ones are plain continuation bytes.
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xE0: lowest = 0xA0  // no overlong forms
        case 0xED: highest = 0x9F  // no surrogates
        case 0xF0: lowest = 0x90  // no overlong forms
        case 0xF4: highest = 0x8F  // nothing above U+10FFFF
        default: break
        }
        var length = 1
        while length < expected && position + length < end {
            let byte = base[position + length]
            guard byte >= lowest && byte <= highest else { break }
            lowest = 0x80
            highest = 0xBF
            length += 1
        }
        return length
    }
}
