import Testing

/// Waits for the file at `path` to hold exactly `expected` (the demo saves in the background, a second after a change); records an issue saying what it holds if it does not within `timeout` seconds, a bound only a stuck test reaches.
func expectFile(
    _ path: String, toBecome expected: String, timeout: Double = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let saved = waitUntil(timeout: timeout) { fileText(path) == expected }
    #expect(
        saved, "the file holds \(String(reflecting: fileText(path))), expected \(String(reflecting: expected))",
        sourceLocation: sourceLocation)
}

/// Waits up to `timeout` seconds for the file at `path` to hold exactly the bytes `expected`; records an issue naming the first difference if it never does.
func expectFileBytes(
    _ path: String, toBecome expected: [UInt8], timeout: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let saved = waitUntil(timeout: timeout) { fileBytes(path) == expected }
    #expect(saved, Comment(rawValue: mismatch(fileBytes(path) ?? [], expected) ?? ""), sourceLocation: sourceLocation)
}
