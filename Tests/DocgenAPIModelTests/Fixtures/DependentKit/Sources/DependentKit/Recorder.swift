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
