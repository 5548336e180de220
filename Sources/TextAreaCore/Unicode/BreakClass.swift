/// A line-break class as the UAX #14 rules see it: after LB1, with the extra distinctions LB30 and LB30b make.
///
/// The cases use the UAX #14 abbreviations so the rules read like the
/// standard. Raw values 0 through `ri` equal those of the same
/// ``LineBreakClass``; AI, SG, XX, SA and CJ never occur here.
enum BreakClass: UInt8 {
    case bk = 0
    case cr, lf, nl, sp, zw, zwj, cm, wj, gl
    case ba, hy, ns, bb, b2, cb, cl, cp, ex, `is`
    case sy, op, qu, `in`, pr, po, nu, al, hl, id
    case eb, em, h2, h3, jl, jv, jt, ri
    /// OP with East_Asian_Width F, W or H: not an OP for LB30.
    case opEastAsian
    /// CP with East_Asian_Width F, W or H: not a CP for LB30.
    case cpEastAsian
    /// ID that is Extended_Pictographic and unassigned: may take an emoji modifier (LB30b).
    case idUnassignedPictographic
    /// Not a class: the left context of the first scalar of a text (sot).
    case sot

    /// Whether this is OP in either East Asian width.
    var isOpenPunctuation: Bool { self == .op || self == .opEastAsian }

    /// Whether this is CP in either East Asian width.
    var isCloseParenthesis: Bool { self == .cp || self == .cpEastAsian }

    /// Whether this is ID, including unassigned pictographs.
    var isIdeographic: Bool { self == .id || self == .idUnassignedPictographic }

    /// Whether this attaches to the preceding scalar under LB9 (CM or ZWJ).
    var isCombining: Bool { self == .cm || self == .zwj }

    /// Whether a mandatory break follows this class (LB4, LB5; CR only when no LF follows).
    var forcesBreakAfter: Bool { self == .bk || self == .cr || self == .lf || self == .nl }
}
