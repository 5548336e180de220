import SeededRandom
import Testing

@testable import TextAreaCore

/// The compiled automaton against the rules it is compiled from.
@Suite struct LineBreakAutomatonTests {
    /// One scalar of every line-break property code, so random texts meet every pair of classes.
    static let sampleScalars: [Unicode.Scalar] = {
        var samples: [UInt8: Unicode.Scalar] = [:]
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let code = UnicodeTables.lineBreakPropertyCode(of: value)
            if samples[code] == nil { samples[code] = scalar }
        }
        samples[UnicodeTables.lineBreakPropertyCode(of: 0x20)] = " "
        return samples.keys.sorted().compactMap { samples[$0] }
    }()

    /// Breaks found by feeding classes to ``LineBreakRules`` one by one, looking ahead with plain code.
    static func referenceOpportunities(in scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
        let classes = scalars.map {
            LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: $0.value))
        }
        var rules = LineBreakRules()
        var result: [LineBreakOpportunity] = []
        var offset = 0
        for (index, incoming) in classes.enumerated() {
            let followedByNumber = classes[(index + 1)...].first { !$0.isCombining } == .nu
            let action = rules.advance(incoming, followedByNumber: followedByNumber)
            if action != .prohibited {
                result.append(LineBreakOpportunity(offset: offset, isMandatory: action == .mandatory))
            }
            offset += String(scalars[index]).utf8.count
        }
        if offset > 0 { result.append(LineBreakOpportunity(offset: offset, isMandatory: rules.endsWithMandatoryBreak)) }
        return result
    }

    @Test func samplesCoverEveryPropertyCode() {
        // All but SG (surrogates are not scalars) and wide CP (none in Unicode 15.0).
        #expect(Self.sampleScalars.count == LineBreakPropertyCode.count - 2)
    }

    @Test func automatonAgreesWithTheRulesOnRandomText() {
        var generator = SplitMix64(seed: 14)
        var failures: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 8) + 1
            let scalars = (0..<length).map { _ in
                Self.sampleScalars[Int(generator.next() % UInt64(Self.sampleScalars.count))]
            }
            let text = String(String.UnicodeScalarView(scalars))
            let actual = LineBreakTestSupport.opportunities(in: Array(text.utf8)[...])
            let expected = Self.referenceOpportunities(in: scalars)
            if actual != expected && failures.count < 10 {
                let codes = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                failures.append(
                    "\(codes): expected [\(LineBreakTestSupport.describe(expected))], got [\(LineBreakTestSupport.describe(actual))]"
                )
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func lettersAfterALetterSkipTheTable() {
        let automaton = LineBreakAutomaton.shared
        #expect(automaton.letterRunState >= 0, "the fast path for runs of ASCII letters is available")
        #expect(automaton.stateCount <= 256)
    }
}
