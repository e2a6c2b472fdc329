#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The error of the last system call that failed (`errno`), and what it says.
public struct SystemError: Error, Sendable, Equatable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error `errno` holds now; read it right after the call that failed.
    public static var current: SystemError { SystemError(code: errno) }

    /// `strerror`'s text: "No space left on device".
    public var message: String { String(cString: strerror(code)) }

    public var isInterrupted: Bool { code == EINTR }
    public var isAlreadyExisting: Bool { code == EEXIST }
    public var isAddressInUse: Bool { code == EADDRINUSE }
    public var isLinkLoop: Bool { code == ELOOP }
    public var isTimeout: Bool { code == ETIMEDOUT }
}
