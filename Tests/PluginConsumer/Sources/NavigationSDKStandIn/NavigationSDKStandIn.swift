// Just enough of UIKit and the Navigation SDK for RouteScreen to compile without them.

public struct UIEdgeInsets: Equatable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

open class UIView {
    public init() {}
    open func addSubview(_ view: UIView) {}
}

open class UIViewController {
    public let view = UIView()
    public init() {}
    open func viewDidLoad() {}
}

public final class GMSUISettings {
    public var isNavigationHeaderEnabled = true
    public var isNavigationFooterEnabled = true
    public var isNavigationTripProgressBarEnabled = false
}

public final class GMSMapView: UIView {
    public let settings = GMSUISettings()
    public var padding = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public override init() {}
}
