extension Courier {
    /// An uploader for a named queue.
    public static func uploader(named name: String, chunkSize: Int = 1 << 20) -> Uploader {
        Uploader(configuration: UploadConfiguration())
    }
}
