public enum PlayerError: Error, Equatable {
    case network(code: Int, message: String?)
    case decoding
    case unsupported(format: String)
}
