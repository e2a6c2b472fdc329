/// Shows a gauge.
public final class GaugeView {
    public init(gauge: Gauge) {}
}
