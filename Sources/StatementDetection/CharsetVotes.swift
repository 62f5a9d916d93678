import TextDecoding

/// ICU's candidates for the last sample asked about: a file's head is detected on its own and
/// together with its tail, and both send ICU the same first 64 KiB.
package final class CharsetVotes {
    private var last: (sample: ArraySlice<UInt8>, candidates: [CharsetCandidate])?

    package init() {}

    func candidates(for sample: ArraySlice<UInt8>) -> [CharsetCandidate] {
        if let last, last.sample == sample { return last.candidates }
        let candidates = (try? CharsetDetector.candidates(for: Array(sample))) ?? []
        last = (sample, candidates)
        return candidates
    }
}
