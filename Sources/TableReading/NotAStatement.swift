import TextPrimitives

/// A kind of document that is not a CSV statement but is often taken for one, recognised by
/// its first bytes.
///
/// Banks offer a statement in several forms; a user who picked the wrong one should hear
/// which one they have, not what a CSV reader makes of its bytes (a PDF read as a table has
/// no column of dates). The words for each kind, and what to export instead, are the
/// command line's.
package enum NotAStatement: Hashable, Sendable {
    case pdf
    /// A web page, also one a bank saves with the name `.xls` as its "Excel" export.
    case html
    /// An Office Open XML workbook (`.xlsx`).
    case xlsx
    /// An OpenDocument spreadsheet (`.ods`).
    case ods
    /// A ZIP archive that is neither kind of workbook.
    case zipArchive
    /// A workbook of Excel 97–2003 (`.xls`), an OLE2 compound file.
    case xls
    case picture(Picture)
    /// Open Financial Exchange, also as Quicken's QFX.
    case ofx
    /// An ISO 20022 bank-to-customer statement.
    case camt053
    /// A SWIFT MT940 statement.
    case mt940

    /// The picture formats a screenshot or a scan of a statement comes in.
    package enum Picture: String, Hashable, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case heic = "HEIC"
        case webp = "WebP"
    }

    /// The kind of document `head` (the first bytes of a file) begins, or `nil` when it may
    /// be a statement table.
    package static func recognize(_ head: some Collection<UInt8>) -> NotAStatement? {
        let bytes = Array(head.prefix(1 << 16))
        if let kind = byMagicNumber(bytes) { return kind }
        return byMarkup(bytes)
    }

    /// The formats whose first bytes are fixed.
    private static func byMagicNumber(_ bytes: [UInt8]) -> NotAStatement? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x50, 0x4B, 0x03, 0x04]) {
            if contains(bytes, "application/vnd.oasis.opendocument.spreadsheet") { return .ods }
            if contains(bytes, "[Content_Types].xml") || contains(bytes, "xl/") { return .xlsx }
            return .zipArchive
        }
        if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .xls }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .picture(.png) }
        if starts([0xFF, 0xD8, 0xFF]) { return .picture(.jpeg) }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .picture(.gif) }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .picture(.webp) }
        if starts(Array("ftyp".utf8), at: 4),
           ["heic", "heix", "heim", "heis", "mif1", "msf1"].contains(where: { starts(Array($0.utf8), at: 8) }) {
            return .picture(.heic)
        }
        return nil
    }

    /// The text formats, recognised after a UTF-8 byte order mark and leading white space.
    private static func byMarkup(_ bytes: [UInt8]) -> NotAStatement? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[start]) { start += 1 }
        let text = Array(bytes[start...])
        let lowered = text.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        if lowered.starts(with: Array("%pdf-".utf8)) { return .pdf }
        if lowered.starts(with: Array("ofxheader:".utf8)) || contains(lowered, "<ofx>") { return .ofx }
        if lowered.starts(with: Array("<".utf8)) {
            if contains(lowered, "camt.053") || contains(lowered, "bktocstmrstmt") { return .camt053 }
            if ["<!doctype html", "<html", "<table", "<head", "<body", "<meta"].contains(where: { contains(lowered, $0) }) {
                return .html
            }
        }
        // The SWIFT header block ({1:...}{2:...}{4:) may come before the statement's fields.
        if startsLine(text, ":20:"), startsLine(text, ":60F:") || startsLine(text, ":60M:") { return .mt940 }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        bytes.withUnsafeBufferPointer { $0.containsBytes(Array(needle.utf8)) }
    }

    /// Whether a line of `bytes` starts with `tag` (the first line, or one after a line feed
    /// or after the `{4:` of a SWIFT message block).
    private static func startsLine(_ bytes: [UInt8], _ tag: String) -> Bool {
        bytes.starts(with: Array(tag.utf8)) || contains(bytes, "\n" + tag) || contains(bytes, "{4:" + tag)
    }
}
