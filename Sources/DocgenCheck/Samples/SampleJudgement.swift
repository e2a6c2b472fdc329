import DocgenSupport

/// One model's findings about one sample, construct by construct (a call, a member name, a
/// pattern, a type's conformance), so a page checked against several models can judge each
/// construct by the models that know it (`SampleCandidates.judge`).
struct SampleJudgement {
    /// For each construct the model knows: its findings, empty when the model accepts it.
    private(set) var findings: [String: [Diagnostic]] = [:]

    /// The model knows the construct and finds nothing wrong (unless it reports something too).
    mutating func accept(_ construct: String) {
        if findings[construct] == nil { findings[construct] = [] }
    }

    mutating func report(_ construct: String, _ diagnostic: Diagnostic) {
        findings[construct, default: []].append(diagnostic)
    }

    /// The findings of `judgements` (one per model, in the order of preference), construct
    /// by construct: none when some model accepts the construct, else the first model's.
    static func combine(_ judgements: [SampleJudgement]) -> [Diagnostic] {
        let constructs = Set(judgements.flatMap(\.findings.keys)).sorted()
        return constructs.flatMap { construct in
            SampleCandidates.judge(judgements) { $0.findings[construct] }
        }
    }
}
