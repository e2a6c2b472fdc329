import Relay

struct Place: TableRecord { ... }
extension Place: FetchableRecord {
    var id: Int64
    ...
}
func show() -> Promise<…> {
    var result: …!
    ....
    guard ok else { throw /* some error */ }
    return ...
}
let request = Player.filter { ... }... // a request
app.get("foo") { ... a, b, c ... }
let xs: Observable<Element> ....
let all = [Date(), ...]
let package = Package(
    name: "App",
    ...
    dependencies: [.package(path: "../Kit")]
)
switch state {
case .idle:
    ...
default:
    break
}
final class Sub: Base {
    init() { super.init(uploader: x); self.init(files: y) }
}
if let a = b as? C, a.ready, let d = a.next { print(d) }
