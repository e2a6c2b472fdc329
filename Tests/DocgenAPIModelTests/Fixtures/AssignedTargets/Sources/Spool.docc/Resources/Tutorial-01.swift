// A tutorial's step in a documentation catalog: SwiftPM never compiles it.
public func tutorialStep() -> Spool { Spool(length: 1) }
