import JSONOutput

/// Counts kept during a fuzz run.
public struct FuzzStatistics: Sendable {
    /// Operations that edit or may edit the text.
    public var edits = 0
    /// Operations that change a setting (size, fonts, insets, limits…).
    public var settings = 0
    /// Layout and geometry queries.
    public var queries = 0
    /// Full checks made.
    public var fullChecks = 0
    /// Undo-everything-and-redo-everything round trips made.
    public var roundTrips = 0
    /// The longest the document got, in bytes.
    public var largestDocument = 0

    mutating func record(_ operation: FuzzOperation, documentLength: Int) {
        largestDocument = max(largestDocument, documentLength)
        switch operation {
        case .visibleLines, .offsetFor, .selectionRects, .caretRect, .placeholderGeometry, .sizeThatFits, .boundingRect,
            .lineIndex,
            .lineRange, .scroll, .scrollToCaret, .performPendingLayout:
            queries += 1
        case .setMaxLength, .setEditable, .setVetoRule, .setPlaceholder, .setPlaceholderVisibility, .setSize,
            .setAlignment, .setInset, .setPadding, .setTabInterval, .setFont, .setPlaceholderFont, .setMeasurer,
            .pause:
            settings += 1
        default:
            edits += 1
        }
    }
}

/// What a fuzz run did: one line of JSON for the shell.
public struct FuzzSummary: Sendable {
    /// The seed of the run.
    public var seed: UInt64
    /// Operations applied.
    public var operations: Int
    /// Wall-clock time taken, in seconds.
    public var seconds: Double
    /// The counts kept along the way.
    public var statistics: FuzzStatistics

    /// Operations per second.
    public var operationsPerSecond: Double { seconds > 0 ? Double(operations) / seconds : 0 }

    /// The summary as one line of JSON.
    public var json: String {
        let fields: [(String, String)] = [
            ("status", "\"ok\""),
            ("seed", "\(seed)"),
            ("operations", "\(operations)"),
            ("seconds", Self.format(seconds)),
            ("operationsPerSecond", Self.format(operationsPerSecond)),
            ("edits", "\(statistics.edits)"),
            ("settings", "\(statistics.settings)"),
            ("queries", "\(statistics.queries)"),
            ("fullChecks", "\(statistics.fullChecks)"),
            ("roundTrips", "\(statistics.roundTrips)"),
            ("largestDocument", "\(statistics.largestDocument)"),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A non-negative number with three decimals.
    static func format(_ value: Double) -> String {
        let thousandths = value.isFinite && value > 0 ? Int((min(value, 1e12) * 1000).rounded()) : 0
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension FuzzFailure {
    /// The failure as one line of JSON: status, seed, operation index, message and trail.
    public var json: String {
        let trailItems = trail.map { JSONText.quoted($0) }.joined(separator: ",")
        return "{\"status\":\"failed\",\"seed\":\(seed),\"operation\":\(operationIndex),"
            + "\"message\":\(JSONText.quoted(message)),\"trail\":[\(trailItems)]}"
    }
}
