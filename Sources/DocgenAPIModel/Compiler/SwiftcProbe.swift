import DocgenSupport

/// The compiler that model caches are keyed by (`ModelCompiler.swiftc()`), found on first use
/// and then remembered, failure included: a catalog of several models runs `swiftc --version`
/// once, and each model that needs the compiler gets the same answer, or the same error.
struct SwiftcProbe {
    typealias Compiler = (path: String, version: String)

    private let probe: () throws(DiagnosticsError) -> Compiler
    private var found: Result<Compiler, DiagnosticsError>?

    /// - Parameter probe: how to find the compiler; tests count the calls.
    init(probe: @escaping () throws(DiagnosticsError) -> Compiler = ModelCompiler.swiftc) {
        self.probe = probe
    }

    mutating func get() throws(DiagnosticsError) -> Compiler {
        if found == nil {
            do throws(DiagnosticsError) {
                found = .success(try probe())
            } catch {
                found = .failure(error)
            }
        }
        return try found!.get()
    }
}
