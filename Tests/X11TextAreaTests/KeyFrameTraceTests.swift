import Testing

extension X11Tests {
    /// The demo's trace says, for each key press, how long its frame took from the key leaving the queue to the flush.
    @Suite struct KeyFrameTraceTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func everyTypedKeyHasOneKeyFrameLineWithItsSpanAndProcessorTime() throws {
            let path = scratch.file("spans.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let framesBefore = demo.process.traceCount("key-frame")
            try demo.type("spans")
            expectFile(path, toBecome: "spans")
            try demo.process.waitForTrace("key-frame", count: framesBefore + 5)
            let frames = demo.process.traceLines.filter { $0.matches("key-frame", containing: "") }
                .dropFirst(framesBefore)
            // One line per key press: the releases draw no key frame.
            #expect(frames.count == 5, "\(frames.map(\.line))")
            for frame in frames {
                let span = frame.value(of: "received-to-flushed-us").flatMap { Int($0) }
                let processor = frame.value(of: "processor-us").flatMap { Int($0) }
                #expect(span != nil && processor != nil, "\(frame.line)")
                guard let span, let processor else { continue }
                // A frame takes some time, and the thread cannot use more processor time than the span lasted
                // (a microsecond of rounding in each).
                #expect(span > 0 && processor > 0 && processor <= span + 2, "\(frame.line)")
            }
        }
    }
}
