import Testing

@testable import TextAreaCore

/// Properties the layout engine relies on: restarting at an opportunity, and scanning a window of a text.
@Suite struct LineBreakRestartTests {
    private let describe = LineBreakTestSupport.describe
    /// Texts checked besides the conformance cases.
    static let extraTexts = [
        "Hello, world! well-known  fact", "漢字、漢字。「中文」ちょっと", "a\r\nb\rc\n\u{85}d\u{2028}",
        "👨\u{200D}👩\u{200D}👧 x👍🏽🇯🇵🇫🇷🇯", "e\u{301} \u{301}b a\u{A0}b", "$(12) $(ab) 3.14% (1,000)",
    ]

    /// Where the texts of a test come from.
    enum Corpus: String, CaseIterable, CustomTestStringConvertible {
        /// ``extraTexts``.
        case samples
        /// The cases of `LineBreakTest.txt`: the test fails in CI and is skipped elsewhere without it.
        case conformanceFile

        var testDescription: String { rawValue }

        /// The texts, each with a name for failure messages.
        func texts() throws -> [(name: String, utf8: [UInt8])] {
            switch self {
            case .samples:
                extraTexts.map { ($0.debugDescription, Array($0.utf8)) }
            case .conformanceFile:
                try LineBreakTestSupport.conformanceCases().map { ("line \($0.lineNumber)", $0.utf8) }
            }
        }
    }

    @Test(arguments: Corpus.allCases)
    func restartingAtAnOpportunityReportsTheSameLaterOpportunities(_ corpus: Corpus) throws {
        var failures: [String] = []
        for (name, utf8) in try corpus.texts() {
            let all = LineBreakTestSupport.opportunities(in: utf8[...])
            for start in all.dropLast().map(\.offset) {
                let expected = all.filter { $0.offset > start }
                    .map { LineBreakOpportunity(offset: $0.offset - start, isMandatory: $0.isMandatory) }
                let restarted = LineBreakTestSupport.opportunities(in: utf8[start...])
                if restarted != expected {
                    failures.append(
                        "\(name), restart at byte \(start): expected [\(describe(expected))], got [\(describe(restarted))]"
                    )
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: Corpus.allCases)
    func aWindowReportsAFinalPrefixAsFarAsItCanDecide(_ corpus: Corpus) throws {
        var failures: [String] = []
        for (name, utf8) in try corpus.texts() {
            let all = LineBreakTestSupport.opportunities(in: utf8[...])
            let scalarStarts = utf8.indices.filter { !UTF8Decoding.isContinuation(utf8[$0]) }
            for length in scalarStarts + [utf8.count] {
                let window = LineBreakTestSupport.opportunities(in: utf8[..<length], isEndOfText: false)
                if window != Array(all.prefix(window.count)) {
                    failures.append(
                        "\(name), window of \(length) bytes: [\(describe(window))] is not a prefix of [\(describe(all))]"
                    )
                    continue
                }
                let decidable = all.filter { Self.isDecidable($0, utf8: utf8, windowLength: length) }
                if window.count < decidable.count {
                    failures.append(
                        "\(name), window of \(length) bytes: reports [\(describe(window))], can decide [\(describe(decidable))]"
                    )
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Whether a window of `windowLength` bytes holds all a decision about `opportunity` can need.
    ///
    /// That is the scalar after the opportunity and the next scalar that is
    /// not CM or ZWJ (LB25 looks that far ahead); or, at the window's end, a
    /// BK, LF or NL before it, after which a break is mandatory whatever follows.
    static func isDecidable(_ opportunity: LineBreakOpportunity, utf8: [UInt8], windowLength: Int) -> Bool {
        let scalars = utf8[..<windowLength].withUnsafeBufferPointer { buffer in
            var result: [(offset: Int, scalar: Unicode.Scalar)] = []
            var position = 0
            while position < buffer.count {
                let (scalar, length) = UTF8Decoding.decode(buffer, at: position)
                result.append((position, scalar))
                position += length
            }
            return result
        }
        if opportunity.offset == windowLength {
            guard let last = scalars.last?.scalar else { return false }
            return [.mandatoryBreak, .lineFeed, .nextLine].contains(LineBreakClass(last))
        }
        guard let index = scalars.firstIndex(where: { $0.offset == opportunity.offset }) else { return false }
        return scalars[(index + 1)...].contains { !Self.isCombining($0.scalar) }
    }

    /// Whether LB9 attaches `scalar` to what precedes it.
    static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: scalar.value)).isCombining
    }
}
