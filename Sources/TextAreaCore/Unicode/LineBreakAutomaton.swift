/// The line-break rules compiled into a transition table, so that a scan costs one table read per scalar.
///
/// ``LineBreakRules`` has finitely many values. At first use the automaton
/// enumerates those reachable from the start of a text and records, for each
/// state and each incoming class, what ``LineBreakRules/advance(_:followedByNumber:)``
/// decides and which state it leads to. The table is therefore the rules
/// themselves, evaluated ahead of time.
///
/// # Invariants
/// - State 0 is the start of a text; there are at most 256 states.
/// - `transitions[state * rowLength + code]`, for a scalar whose
///   ``LineBreakPropertyCode`` is `code`, packs the next state (bits
///   0–7), the ``BreakAction`` (bits 8–9) and ``lookaheadFlag``. With the flag
///   set the entry assumes no number follows, and `numberTransitions` holds
///   the entry for when one does (LB25).
/// - The tables are written once in `init` and never change, which makes
///   sharing the instance across threads safe.
final class LineBreakAutomaton: @unchecked Sendable {
    /// The automaton shared by all iterators.
    static let shared = LineBreakAutomaton()

    /// The distance between the rows of two states in the tables; the columns are line-break property codes.
    static let rowLength = 64
    /// Set in an entry whose action depends on whether a number follows.
    static let lookaheadFlag: UInt16 = 0x400
    /// Shift of the action in an entry.
    static let actionShift: UInt16 = 8

    /// Entries for every state and class (see the invariants).
    let transitions: UnsafeMutableBufferPointer<UInt16>
    /// Entries for when a number follows, filled only where ``lookaheadFlag`` is set.
    let numberTransitions: UnsafeMutableBufferPointer<UInt16>
    /// Per state: whether the text so far ends with BK, CR, LF or NL.
    let endsWithMandatoryBreak: UnsafeMutableBufferPointer<Bool>
    /// Per state: whether a break after the text so far is mandatory whatever follows (BK, LF, NL).
    let forcesBreakWhateverFollows: UnsafeMutableBufferPointer<Bool>
    /// The number of states.
    let stateCount: Int
    /// The state in which an ASCII letter leads back to the same state with no break, or -1 if there is none.
    ///
    /// It is the state after a letter in ordinary text (left AL, no flags);
    /// the iterator skips runs of letters there without reading the table.
    let letterRunState: Int

    private init() {
        var states = [LineBreakRules()]
        var numbers = [LineBreakRules(): 0]
        var rows: [[UInt16]] = []
        var numberRows: [[UInt16]] = []
        func number(of state: LineBreakRules) -> UInt16 {
            if let existing = numbers[state] { return UInt16(existing) }
            precondition(states.count < 256, "The line-break automaton needs at most 256 states")
            numbers[state] = states.count
            states.append(state)
            return UInt16(states.count - 1)
        }
        var next = 0
        while next < states.count {
            let state = states[next]
            var row = [UInt16](repeating: 0, count: Self.rowLength)
            var numberRow = row
            for code in 0..<UInt8(LineBreakPropertyCode.count) {
                let incoming = LineBreakPropertyCode.breakClass(ofCode: code)
                let needsLookahead = state.needsNumberLookahead(before: incoming)
                for followedByNumber in [false, true] where followedByNumber == false || needsLookahead {
                    var successor = state
                    let action = successor.advance(incoming, followedByNumber: followedByNumber)
                    var entry = number(of: successor) | UInt16(action.rawValue) << Self.actionShift
                    if needsLookahead { entry |= Self.lookaheadFlag }
                    if followedByNumber {
                        numberRow[Int(code)] = entry
                    } else {
                        row[Int(code)] = entry
                    }
                }
            }
            rows.append(row)
            numberRows.append(numberRow)
            next += 1
        }
        stateCount = states.count
        transitions = .allocate(capacity: stateCount * Self.rowLength)
        numberTransitions = .allocate(capacity: stateCount * Self.rowLength)
        endsWithMandatoryBreak = .allocate(capacity: stateCount)
        forcesBreakWhateverFollows = .allocate(capacity: stateCount)
        for (index, state) in states.enumerated() {
            let rowStart = index * Self.rowLength
            for column in 0..<Self.rowLength {
                transitions[rowStart + column] = rows[index][column]
                numberTransitions[rowStart + column] = numberRows[index][column]
            }
            endsWithMandatoryBreak[index] = state.endsWithMandatoryBreak
            forcesBreakWhateverFollows[index] = state.endsWithMandatoryBreak && state.left != .cr
        }
        letterRunState = Self.letterRunState(transitions: transitions)
    }

    /// Finds the state that every ASCII letter leads back to without a break.
    private static func letterRunState(transitions: UnsafeMutableBufferPointer<UInt16>) -> Int {
        let afterLetter = Int(transitions[Int(UnicodeTables.asciiLineBreakPropertyCode(of: UInt8(ascii: "a")))] & 0xFF)
        let letters = Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        let loops = letters.allSatisfy { letter in
            let code = Int(UnicodeTables.asciiLineBreakPropertyCode(of: letter))
            return transitions[afterLetter * rowLength + code] == UInt16(afterLetter)
        }
        return loops ? afterLetter : -1
    }

    /// Whether `byte` is an ASCII letter.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    deinit {
        transitions.deallocate()
        numberTransitions.deallocate()
        endsWithMandatoryBreak.deallocate()
        forcesBreakWhateverFollows.deallocate()
    }
}
