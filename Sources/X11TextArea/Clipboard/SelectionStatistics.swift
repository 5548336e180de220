/// Counters of what the clipboard did, for tests and diagnostics.
struct SelectionStatistics {
    /// Requests from other clients answered with data (not refused).
    var requestsServed = 0
    /// Incremental transfers started as owner.
    var incrementalSendsStarted = 0
    /// The most incremental transfers served at the same time.
    var mostConcurrentSends = 0
    /// Incremental transfers that sent their zero-length end marker.
    var incrementalSendsCompleted = 0
    /// Incremental transfers dropped because the requestor vanished or stopped reading.
    var incrementalSendsDropped = 0
    /// Data chunks written in incremental transfers (the end marker not counted).
    var incrementalChunksSent = 0
    /// Incoming transfers the owner announced with INCR.
    var incrementalReceives = 0
    /// Data chunks read in incoming incremental transfers.
    var incrementalChunksReceived = 0
    /// The most bytes one XGetWindowProperty call returned.
    var largestPieceRead = 0
    /// Requests answered from our own data without a round trip.
    var localAnswers = 0
    /// Bytes of selection data read from or written to transfer properties, over all calls.
    var bytesTransferred = 0
    /// The most bytes of selection data one `handle` or `tick` call read or wrote: what bounds a call's work on a large transfer.
    var mostBytesInOneCall = 0
    /// How many times a hand-over to the clipboard manager waited on the connection for its answer.
    var handoffWaits = 0
}
