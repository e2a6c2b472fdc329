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

extension View {
    /// Presents a sheet that uploads a whole queue: an overload of `uploadSheet` with other
    /// required parameters, so a call passing only `isPresented:` fits neither.
    public func uploadSheet(isPresented: Binding<Bool>, queue: [UploadFile], onFinish: @escaping ([Receipt]) -> Void) -> some View {
        self
    }
}
