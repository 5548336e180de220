/// The left context of the UAX #14 rules (Unicode 15.0) at a position in a text, and the rules themselves.
///
/// ``advance(_:followedByNumber:)`` takes one scalar's class: it decides the
/// position before that scalar, then takes the scalar into the context. The
/// rules are written here in the order and the words of UAX #14;
/// ``LineBreakAutomaton`` evaluates them ahead of time for every reachable
/// context, and ``LineBreakIterator`` scans with its table.
///
/// # Invariants
/// - `left` is the class of the last unit that is not a space, where a unit is
///   a scalar together with the CM and ZWJ that LB9 attaches to it; it is
///   `.sot` before the first unit of a text or of a line after a mandatory
///   break. It is never `.cm`, `.zwj` or `.sp`.
/// - The flags describe the units up to and including `left` (and any spaces
///   after it); they are all false or `.none` in the initial state.
struct LineBreakRules: Hashable {
    /// The state of the numeric tailoring of LB25 at `left`.
    enum NumberState: UInt8 {
        /// `left` does not end `NU (NU | SY | IS)*`.
        case none
        /// `left` ends `NU (NU | SY | IS)*`.
        case digits
        /// `left` ends `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    /// The class of the last non-space unit (see the invariants).
    private(set) var left = BreakClass.sot
    /// Whether one or more spaces follow `left`.
    private(set) var spacesFollow = false
    /// Whether the last scalar was a ZWJ (LB8a), even one LB9 attached to `left`.
    private(set) var lastWasZeroWidthJoiner = false
    /// Whether `left` is HY or BA right after an HL (LB21a).
    private var hyphenFollowsHebrew = false
    /// Where `left` stands in a number (LB25).
    private var number = NumberState.none
    /// Whether `left` is a regional indicator that opens a pair (LB30a).
    private var regionalIndicatorIsOpen = false

    /// Creates the context at the start of a text.
    init() {}

    /// Whether the position before a scalar of class `incoming` depends on the next non-combining class (LB25: `(PR | PO) × OP NU`).
    func needsNumberLookahead(before incoming: BreakClass) -> Bool {
        incoming.isOpenPunctuation && (left == .pr || left == .po) && !spacesFollow
            && !lastWasZeroWidthJoiner
    }

    /// Decides the position before a scalar of class `incoming`, then takes the scalar into the context.
    ///
    /// `followedByNumber` tells whether the first class after `incoming` that
    /// is not CM or ZWJ is NU; it matters only when
    /// ``needsNumberLookahead(before:)`` is true.
    mutating func advance(_ incoming: BreakClass, followedByNumber: Bool = false) -> BreakAction {
        // LB4, LB5: BK !, CR × LF, CR !, LF !, NL !
        if left.forcesBreakAfter {
            if left == .cr && incoming == .lf {
                push(.lf)
                return .prohibited
            }
            beginLine(with: incoming)
            return .mandatory
        }
        switch incoming {
        case .bk, .cr, .lf, .nl:  // LB6: × (BK | CR | LF | NL)
            push(incoming)
            return .prohibited
        case .sp:  // LB7: × SP
            spacesFollow = true
            lastWasZeroWidthJoiner = false
            return .prohibited
        case .zw:  // LB7: × ZW
            push(.zw)
            return .prohibited
        default:
            break
        }
        if left == .zw {  // LB8: ZW SP* ÷
            pushUnit(incoming)
            return .allowed
        }
        if lastWasZeroWidthJoiner {  // LB8a: ZWJ ×
            if incoming.isCombining {  // LB9 keeps attaching to `left`.
                lastWasZeroWidthJoiner = incoming == .zwj
            } else {
                push(incoming)
            }
            return .prohibited
        }
        if incoming.isCombining {
            if left != .sot && !spacesFollow {  // LB9: X (CM | ZWJ)* is X
                lastWasZeroWidthJoiner = incoming == .zwj
                return .prohibited
            }
            // LB10: a CM or ZWJ with nothing to attach to is AL.
            let action = pairAction(.al, followedByNumber: false)
            pushUnit(incoming)
            return action
        }
        let action = pairAction(incoming, followedByNumber: followedByNumber)
        push(incoming)
        return action
    }

    /// Resets the context to the start of a line and takes `incoming` in as its first scalar.
    private mutating func beginLine(with incoming: BreakClass) {
        self = LineBreakRules()
        if incoming == .sp {
            spacesFollow = true
        } else {
            pushUnit(incoming)
        }
    }

    /// Whether the text so far ends in a mandatory break (LB4, LB5 at eot).
    var endsWithMandatoryBreak: Bool { left.forcesBreakAfter }

    /// Takes a unit that starts with `incoming` into the context, turning a lone CM or ZWJ into AL (LB10).
    private mutating func pushUnit(_ incoming: BreakClass) {
        if incoming.isCombining {
            push(.al)
            lastWasZeroWidthJoiner = incoming == .zwj
        } else {
            push(incoming)
        }
    }

    /// Makes a unit of class `incoming` the new `left`, updating the flags.
    private mutating func push(_ incoming: BreakClass) {
        let adjacent = !spacesFollow
        hyphenFollowsHebrew = adjacent && left == .hl && (incoming == .hy || incoming == .ba)
        switch incoming {
        case .nu:
            number = .digits
        case .sy, .is:
            number = adjacent && number == .digits ? .digits : .none
        case .cl, .cp, .cpEastAsian:
            number = adjacent && number == .digits ? .closed : .none
        default:
            number = .none
        }
        regionalIndicatorIsOpen =
            incoming == .ri
            && !(adjacent && left == .ri && regionalIndicatorIsOpen)
        left = incoming
        spacesFollow = false
        lastWasZeroWidthJoiner = false
    }

    /// Applies LB11 to LB31 to the position between `left` (and any spaces) and a unit of class `incoming`.
    ///
    /// `incoming` is neither BK, CR, LF, NL, SP, ZW, CM nor ZWJ; `left` is
    /// neither BK, CR, LF, NL nor ZW.
    private func pairAction(_ incoming: BreakClass, followedByNumber: Bool) -> BreakAction {
        let adjacent = !spacesFollow
        if left == .sot && adjacent { return .prohibited }  // LB2: sot ×
        // LB11: × WJ, WJ ×
        if incoming == .wj || (left == .wj && adjacent) { return .prohibited }
        // LB12: GL ×
        if left == .gl && adjacent { return .prohibited }
        // LB12a: [^SP BA HY] × GL
        if incoming == .gl && adjacent && left != .ba && left != .hy { return .prohibited }
        switch incoming {
        case .ex, .cl, .cp, .cpEastAsian, .is, .sy:  // LB13
            return .prohibited
        default:
            break
        }
        // LB14: OP SP* ×
        if left.isOpenPunctuation { return .prohibited }
        // LB15: QU SP* × OP
        if left == .qu && incoming.isOpenPunctuation { return .prohibited }
        // LB16: (CL | CP) SP* × NS
        if (left == .cl || left.isCloseParenthesis) && incoming == .ns { return .prohibited }
        // LB17: B2 SP* × B2
        if left == .b2 && incoming == .b2 { return .prohibited }
        // LB18: SP ÷
        if !adjacent { return .allowed }
        return adjacentPairAction(incoming, followedByNumber: followedByNumber)
    }

    /// Applies LB19 to LB31, which only concern units with no space between them.
    private func adjacentPairAction(_ incoming: BreakClass, followedByNumber: Bool) -> BreakAction {
        // LB19: × QU, QU ×
        if incoming == .qu || left == .qu { return .prohibited }
        // LB20: ÷ CB, CB ÷
        if incoming == .cb || left == .cb { return .allowed }
        // LB21: × BA, × HY, × NS, BB ×
        if incoming == .ba || incoming == .hy || incoming == .ns || left == .bb { return .prohibited }
        // LB21a: HL (HY | BA) ×
        if hyphenFollowsHebrew { return .prohibited }
        // LB21b: SY × HL
        if left == .sy && incoming == .hl { return .prohibited }
        // LB22: × IN
        if incoming == .in { return .prohibited }
        let leftIsLetter = left == .al || left == .hl
        let incomingIsLetter = incoming == .al || incoming == .hl
        // LB23: (AL | HL) × NU, NU × (AL | HL)
        if (leftIsLetter && incoming == .nu) || (left == .nu && incomingIsLetter) { return .prohibited }
        // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO
        let leftIsIdeographic = left.isIdeographic || left == .eb || left == .em
        let incomingIsIdeographic = incoming.isIdeographic || incoming == .eb || incoming == .em
        if (left == .pr && incomingIsIdeographic) || (leftIsIdeographic && incoming == .po) {
            return .prohibited
        }
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO)
        let leftIsAffix = left == .pr || left == .po
        let incomingIsAffix = incoming == .pr || incoming == .po
        if (leftIsAffix && incomingIsLetter) || (leftIsLetter && incomingIsAffix) { return .prohibited }
        if numberRulesProhibit(incoming, followedByNumber: followedByNumber) { return .prohibited }
        if hangulRulesProhibit(incoming) { return .prohibited }
        // LB28: (AL | HL) × (AL | HL)
        if leftIsLetter && incomingIsLetter { return .prohibited }
        // LB29: IS × (AL | HL)
        if left == .is && incomingIsLetter { return .prohibited }
        // LB30: (AL | HL | NU) × OP, CP × (AL | HL | NU), without East Asian OP and CP
        if (leftIsLetter || left == .nu) && incoming == .op { return .prohibited }
        if left == .cp && (incomingIsLetter || incoming == .nu) { return .prohibited }
        // LB30a: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI
        if regionalIndicatorIsOpen && incoming == .ri { return .prohibited }
        // LB30b: EB × EM, [\p{Extended_Pictographic}&\p{Cn}] × EM
        if incoming == .em && (left == .eb || left == .idUnassignedPictographic) { return .prohibited }
        // LB31: ÷
        return .allowed
    }

    /// LB25 in the regular-expression form of UAX #14's numbers tailoring, which the conformance test uses.
    private func numberRulesProhibit(_ incoming: BreakClass, followedByNumber: Bool) -> Bool {
        switch incoming {
        case .nu:
            // (PR | PO) × NU; (OP | HY) × NU; NU (NU | SY | IS)* × NU
            return left == .pr || left == .po || left.isOpenPunctuation || left == .hy
                || number == .digits
        case .op, .opEastAsian:
            // (PR | PO) × OP NU
            return (left == .pr || left == .po) && followedByNumber
        case .po, .pr:
            // NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
            return number != .none
        default:
            // × SY, × IS, × CL, × CP after a number are settled by LB13.
            return false
        }
    }

    /// LB26 and LB27: Korean syllable blocks stay together, and with PR before and PO after.
    private func hangulRulesProhibit(_ incoming: BreakClass) -> Bool {
        switch (left, incoming) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3):  // LB26: JL × (JL | JV | H2 | H3)
            return true
        case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt):  // LB26: (JV | H2) × (JV | JT)
            return true
        case (.jt, .jt), (.h3, .jt):  // LB26: (JT | H3) × JT
            return true
        case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po):  // LB27: Hangul × PO
            return true
        case (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3):  // LB27: PR × Hangul
            return true
        default:
            return false
        }
    }
}
