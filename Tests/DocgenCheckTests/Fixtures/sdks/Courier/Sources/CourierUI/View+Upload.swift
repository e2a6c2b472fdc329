import Courier
import Foundation
import SwiftUI

extension View {
    /// Presents an upload sheet for `uploader`.
    public func uploadSheet(isPresented: Binding<Bool>, uploader: Uploader, allowsCancel: Bool = true,
                            onFinish: @escaping (Receipt) -> Void, onFailure: ((UploadError) -> Void)? = nil) -> some View {
        self
    }
}

extension Uploader {
    /// An upload from memory: an overload of `upload` in another module.
    public func upload(_ data: Data, named name: String) async throws -> Receipt {
        Receipt(fileID: name, status: .stored, parts: [], checksums: [:])
    }
}
