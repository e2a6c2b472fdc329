/// Line and column (from 1; columns in UTF-8 bytes) of byte offsets in a text.
struct LineIndex {
    /// Offsets at which each line starts.
    private var starts: [Int] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid } else { high = mid }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
