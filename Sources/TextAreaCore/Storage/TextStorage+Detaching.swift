extension TextStorage {
    /// A copy of the text for another owner (a save on another thread) that shares only the chunks with this
    /// storage, not the list of them or the indexes.
    ///
    /// A plain copy shares everything until one side changes, so the next
    /// edit of this storage copies the list of every chunk and each index:
    /// thousands of entries for megabytes of text, paid by a keystroke. A
    /// detached copy pays for those lists when it is made, and this
    /// storage's next edit copies only the chunk it changes.
    public func detachedCopy() -> TextStorage {
        var copy = TextStorage()
        copy.chunks = chunks.withUnsafeBufferPointer { Array($0) }
        copy.chunkCounts = chunkCounts.withUnsafeBufferPointer { Array($0) }
        copy.byteIndex = byteIndex.detached()
        copy.lineFeedIndex = lineFeedIndex.detached()
        copy.rightToLeftIndex = rightToLeftIndex?.detached()
        return copy
    }
}
