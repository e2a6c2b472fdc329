/// Left out by the manifest: a CocoaPods-only file.
public func legacySpool() -> Spool { Spool(length: 0) }
