public typealias Done = (Result<Int, Error>) -> Void
@MainActor
public protocol ReaderDelegate: AnyObject {
    func readerDidOpen(_ reader: Reader)
    func reader(_ reader: Reader, didFail error: any Error) -> Bool
    func reader(_ reader: Reader, finished: @escaping Done)
    var pageSize: Int { get }
}
public extension ReaderDelegate {
    func readerDidOpen(_ reader: Reader) {}
    func reader(_ reader: Reader, didFail error: Error) -> Bool { false }
}
extension ReaderDelegate where Self: Sendable {
    public func reader(_ r: Reader, finished: @escaping (Result<Int, Error>) -> Void) {}
}
@MainActor public final class Reader {}
