import Foundation
import MediaKit

public enum Transition: Sendable, Equatable {
    case none
    case crossfade(seconds: Double)
}

extension Player {
    // A second module adds to a first module's type.
    public func play(_ track: Track, transition: Transition) {}
    public static let preview = Player(identifier: "preview")
}

public extension PlayerDelegate {
    // A default from another module.
    func playerDidStop(_ player: Player) {}
}

// The same name as MediaKit's `makePlayer(identifier:)`, with another signature: overloads
// in two modules are two declarations.
@MainActor
public func makePlayer(identifier: String, transition: Transition) -> Player {
    Player(identifier: identifier)
}

#if canImport(SwiftUI)
import SwiftUI

extension View {
    public func mediaOverlay(isPresented: Binding<Bool>, player: Player, onDismiss: (() -> Void)? = nil) -> some View { self }
}
#endif

extension MediaKit.Codec {
    public var displayName: String { "\(self)" }
}
