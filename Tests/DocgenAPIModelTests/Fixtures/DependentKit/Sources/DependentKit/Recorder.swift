public struct Recorder {
    public init() {}
    public func record() {}
}

// The modules of the packages the target depends on can be imported.
#if canImport(Tracing)
extension Recorder {
    public func traced() {}
}
#endif

// A version marker module of a dependency (as swift-syntax's SwiftSyntax509): its newer releases.
#if canImport(Tracing2)
extension Recorder {
    public func tracedSpans() {}
}
#else
extension Recorder {
    @available(*, unavailable, message: "requires Tracing 2")
    public func tracedSpans() {}
}
#endif

// A dependency for Linux only.
#if canImport(LinuxSink)
extension Recorder {
    public func sink() {}
}
#endif

// A test target's dependency is not the library's.
#if canImport(SnapshotTesting)
extension Recorder {
    public func snapshot() {}
}
#endif

// Read with the compiler docgen is built with (Swift 6.3).
#if compiler(>=6.2)
extension Recorder {
    public func newCompilerOnly() {}
}
#endif

// swift-foundation's modules are importable on Linux, not from Apple's SDKs.
#if canImport(FoundationEssentials)
extension Recorder {
    public func essentials() {}
}
#endif
