import GoogleNavigation
import UIKit

/// A note under the header, one line per 40 characters.
final class NoteAccessoryView: UIView, GMSNavigationAccessoryView {
    var text = ""

    func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat {
        let lines = text.count / 40 + 1
        return min(CGFloat(lines) * 20, size.height)
    }
}
