import JSONOutput

/// Counts kept during an X11 fuzz run.
public struct X11FuzzStatistics: Sendable {
    /// Cases that kept every rule.
    public var cases = 0
    /// Frames drawn.
    public var frames = 0
    /// Glyphs sent to the server.
    public var glyphs = 0
    /// Runs and clusters measured.
    public var measuredRuns = 0
    /// The most requests one frame sent.
    public var mostRequestsInAFrame = 0
    /// The most glyphs one request carried.
    public var largestGlyphBatch = 0
    /// The longest text, in bytes.
    public var largestText = 0
    /// The case that took longest, and its seconds (reported to find slow inputs, never checked).
    public var slowestCase: (index: Int, seconds: Double) = (0, 0)
    /// The case whose frame sent the most requests.
    public var caseWithMostRequests = 0
}

/// What an X11 fuzz run did: one line of JSON for the shell.
public struct X11FuzzSummary: Sendable {
    /// The seed of the run.
    public var seed: UInt64
    /// Cases run.
    public var cases: Int
    /// Wall-clock time taken, in seconds (reported, never checked).
    public var seconds: Double
    /// The counts kept along the way.
    public var statistics: X11FuzzStatistics

    /// The summary as one line of JSON.
    public var json: String {
        "{\"status\":\"ok\",\"mode\":\"x11\",\"seed\":\(seed),\"cases\":\(cases),"
            + "\"seconds\":\((seconds * 1000).rounded() / 1000),\"frames\":\(statistics.frames),"
            + "\"glyphs\":\(statistics.glyphs),\"measuredRuns\":\(statistics.measuredRuns),"
            + "\"mostRequestsInAFrame\":\(statistics.mostRequestsInAFrame),"
            + "\"caseWithMostRequests\":\(statistics.caseWithMostRequests),"
            + "\"largestGlyphBatch\":\(statistics.largestGlyphBatch),\"largestText\":\(statistics.largestText),"
            + "\"slowestCase\":\(statistics.slowestCase.index),"
            + "\"slowestCaseSeconds\":\((statistics.slowestCase.seconds * 1000).rounded() / 1000)}"
    }
}

/// A case of the X11 fuzzer that broke a rule: the seed and case to replay it, and what went wrong.
public struct X11FuzzFailure: Error, Sendable, CustomStringConvertible {
    /// The seed of the run.
    public let seed: UInt64
    /// The case that failed.
    public let fuzzCase: X11FuzzCase
    /// What went wrong.
    public let message: String

    /// The command that replays the case alone.
    public var replay: String {
        "textarea-fuzz --x11 --seed \(seed) --first-case \(fuzzCase.index) --cases 1"
    }

    /// One line for logs.
    public var description: String { "\(fuzzCase.description): \(message) (replay: \(replay))" }

    /// The failure as one line of JSON.
    public var json: String {
        "{\"status\":\"failed\",\"mode\":\"x11\",\"seed\":\(seed),\"case\":\(fuzzCase.index),"
            + "\"message\":\(JSONText.quoted(fuzzCase.description + ": " + message)),\"replay\":\(JSONText.quoted(replay))}"
    }

}
