import Foundation

public struct Annotation: Sendable {
    public enum Style: Sendable {
        case pin
        case dot(color: String)
        case icon(name: String, size: Double)
    }

    public var coordinate: Coordinate
    public var title: String
    public var subtitle: String?
    public var style: Style

    public init(coordinate: Coordinate, title: String, subtitle: String? = nil, style: Style = .pin) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        self.style = style
    }
}

/// What the user does on a map.
public enum MapEvent: Sendable {
    case tap(Coordinate)
    case longPress(Coordinate, duration: Double)
    case regionChanged(Region, animated: Bool)
    case annotationSelected(Annotation)
}

public final class MapView {
    public var camera: Camera
    public weak var delegate: MapViewDelegate?
    public private(set) var annotations: [Annotation] = []
    public var showsUserLocation = false

    public init(camera: Camera) {
        self.camera = camera
    }

    public func add(_ annotation: Annotation) {}
    public func remove(_ annotation: Annotation) {}
    public func setCamera(_ camera: Camera, animated: Bool = true) {}
    /// Moves the camera step by step, telling each step and how the move ends.
    public func animate(to camera: Camera, onStep: ((Double) -> Void)? = nil, onCancel: (() -> Void)? = nil, onFinish: (() -> Void)? = nil) {}
    public func fit(_ coordinates: [Coordinate], padding: Double = 16) {}

    @available(*, deprecated, renamed: "setCamera(_:animated:)")
    public func move(to camera: Camera) {}
}

public protocol MapViewDelegate: AnyObject {
    func mapView(_ mapView: MapView, didReceive event: MapEvent)
    func mapView(_ mapView: MapView, titleFor annotation: Annotation) -> String?
    func mapViewDidFinishLoading(_ mapView: MapView)
}

public extension MapViewDelegate {
    func mapView(_ mapView: MapView, titleFor annotation: Annotation) -> String? { annotation.title }
    func mapViewDidFinishLoading(_ mapView: MapView) {}
}
