import DocgenSupport
/// A response the preview server sends: status, headers, body.
struct HTTPResponse {
    var status: Int32
    var headers: [(String, String)]
    var body: [UInt8]

    init(status: Int32, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    static func text(_ status: Int32, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }
}
