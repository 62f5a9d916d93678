/// Writes records as RFC 4180: comma, double quote, CRLF, a field quoted only where it must be.
///
/// A field is quoted when it holds a comma, a quote, CR or LF; a record of one empty field is
/// written as `""` so that it does not read back as an empty line (which readers skip).
public enum RFC4180Writer {
    /// Appends one record, its fields given as UTF-8 bytes, followed by CRLF.
    public static func appendRecord<Fields: Collection>(_ fields: Fields, to output: inout [UInt8])
    where Fields.Element: Collection, Fields.Element.Element == UInt8 {
        if fields.count == 1, let only = fields.first, only.isEmpty {
            output.append(contentsOf: [0x22, 0x22, 0x0D, 0x0A])
            return
        }
        var first = true
        for field in fields {
            if !first { output.append(0x2C) }
            first = false
            appendField(field, to: &output)
        }
        output.append(contentsOf: [0x0D, 0x0A])
    }

    /// Appends one field from contiguous bytes, quoted if it must be: the path `rows` takes for
    /// every field, so it scans and copies without generic iteration.
    public static func appendField(_ field: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var needsQuotes = false
        for byte in field where byte == 0x2C || byte == 0x22 || byte == 0x0D || byte == 0x0A {
            needsQuotes = true
            break
        }
        guard needsQuotes else {
            output.append(contentsOf: field)
            return
        }
        output.append(0x22)
        var runStart = 0
        for (index, byte) in field.enumerated() where byte == 0x22 {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...index]))
            output.append(0x22)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...]))
        output.append(0x22)
    }

    /// Appends one field, quoted if it must be.
    public static func appendField<Field: Collection>(_ field: Field, to output: inout [UInt8])
    where Field.Element == UInt8 {
        guard field.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
            output.append(contentsOf: field)
            return
        }
        output.append(0x22)
        for byte in field {
            if byte == 0x22 { output.append(0x22) }
            output.append(byte)
        }
        output.append(0x22)
    }
}
