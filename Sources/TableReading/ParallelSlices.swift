import Dispatch
import Foundation

/// Work on many independent rows, split into contiguous slices that run on every processor
/// the program's runner (`WorkRunners`) offers, side by side: fingerprints, the rows of a
/// batch, digests of a million-row statement. Results come back in row order, whatever the
/// number of processors.
package enum ParallelSlices {
    /// Rows from which splitting pays: below, the work stays on the calling thread.
    package static let rowsPerSlice = 20_000

    /// `[element(0), element(1), …]`, computed in slices side by side when there are at least
    /// `rowsPerSlice` elements per slice; `element` gets a scratch buffer of its slice.
    package static func map<Element>(
        count: Int, rowsPerSlice: Int = rowsPerSlice, _ element: @Sendable (Int, inout [UInt8]) -> Element
    ) -> [Element] {
        let runner = WorkRunners.current
        let slices = max(1, min(runner.processors, count / max(1, rowsPerSlice)))
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let output = Output(base: base)
            runner.forEach(slices) { slice in
                var scratch: [UInt8] = []
                for index in count * slice / slices..<count * (slice + 1) / slices {
                    (output.base + index).initialize(to: element(index, &scratch))
                }
            }
            initialized = count
        }
    }

    package static func map<Element>(count: Int, rowsPerSlice: Int = rowsPerSlice, _ element: @Sendable (Int) -> Element) -> [Element] {
        map(count: count, rowsPerSlice: rowsPerSlice) { index, _ in element(index) }
    }

    /// The array being filled: each slice initialises its own elements only.
    private struct Output<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }
}
