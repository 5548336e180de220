/// Something that tells, from another client, when a window's pixels change.
protocol WindowChangeDetector: AnyObject {
    /// How it tells.
    var method: TypometerMethod { get }
    /// Forgets what was seen so far: only changes from the window as it is now count.
    func reset() throws
    /// Waits until `deadline` (monotonic seconds) for a change since the last reset that the server made after
    /// handling this connection's request `serial`; returns the monotonic time the change was seen, or nil.
    func waitForChange(madeAfter serial: UInt, until deadline: Double) throws -> Double?
    /// The pixels drawn in the window since the last call (for the summary), or nil when the method cannot tell.
    func takeRepaintedPixels() -> Int?
}
