/// Picking the few lines of a resource database (the text `xrdb` keeps in `RESOURCE_MANAGER`) that can set one resource, in one pass.
///
/// A database holds `name: value` lines, comments starting with `!`, and
/// lines continued by a backslash before the line break. Parsing all of it
/// with Xlib's resource manager cost about a second per megabyte; finding the
/// lines whose name ends in a given component costs a pass over the bytes,
/// and the resource manager then reads only those.
enum ResourceLines {
    /// The logical lines of `resources` (a line with its continuations) whose name's last component is `component`, its first letter in either case (`dpi` or `Dpi`); each ends with a line break.
    static func naming(_ component: String, in resources: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let wanted = Array(component.utf8)
        var result: [UInt8] = []
        var start = 0
        while start < resources.count {
            // The logical line runs to the first line break not escaped by a backslash.
            var end = start
            while end < resources.count && resources[end] != 0x0A { end += 1 }
            while end < resources.count && end > start && resources[end - 1] == 0x5C {
                end += 1
                while end < resources.count && resources[end] != 0x0A { end += 1 }
            }
            let line = UnsafeBufferPointer(rebasing: resources[start..<end])
            if names(line, component: wanted) {
                result.append(contentsOf: line)
                result.append(0x0A)
            }
            start = end + 1
        }
        return result
    }

    /// Whether `line`'s resource name (before its colon, spaces and tabs trimmed) ends with the component `wanted` after a `.` or `*`.
    private static func names(_ line: UnsafeBufferPointer<UInt8>, component wanted: [UInt8]) -> Bool {
        guard let colon = line.firstIndex(of: 0x3A) else { return false }
        var nameEnd = colon
        while nameEnd > 0 && (line[nameEnd - 1] == 0x20 || line[nameEnd - 1] == 0x09) { nameEnd -= 1 }
        let componentStart = nameEnd - wanted.count
        guard componentStart > 0, line[componentStart - 1] == 0x2E || line[componentStart - 1] == 0x2A else {
            return false
        }
        for index in wanted.indices {
            let byte = line[componentStart + index]
            let expected = wanted[index]
            // Xlib matches names exactly; a class (`Dpi`) differs from its name (`dpi`) in the first letter's case.
            let matches = index == 0 ? byte | 0x20 == expected | 0x20 : byte == expected
            if !matches { return false }
        }
        return true
    }
}
