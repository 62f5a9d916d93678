import CSVCore

/// Reads the records of a sample held in memory, for detection.
package enum SampleRecords {
    /// At most `limit` records of `text`; a record cut off by the end of the sample is left out
    /// unless the sample is the whole file (`isComplete`).
    package static func read(_ text: [UInt8], dialect: Dialect, limit: Int, isComplete: Bool = true) -> [ByteRecord] {
        read(text[...], dialect: dialect, limit: limit, isComplete: isComplete)
    }

    package static func read(_ text: ArraySlice<UInt8>, dialect: Dialect, limit: Int, isComplete: Bool = true) -> [ByteRecord] {
        var reader = RecordReader(dialect: dialect)
        var records: [ByteRecord] = []
        text.withUnsafeBufferPointer { all in
            var cursor = 0
            while records.count < limit {
                if cursor == all.count {
                    // An empty chunk ends the input; a cut-off sample must not complete its last record.
                    guard isComplete, reader.read(UnsafeBufferPointer(rebasing: all[0..<0])).step == .record else { return }
                    records.append(reader.record)
                    continue
                }
                let (step, consumed) = reader.read(UnsafeBufferPointer(rebasing: all[cursor...]))
                cursor += consumed
                if step == .record { records.append(reader.record) }
            }
        }
        return records
    }
}
