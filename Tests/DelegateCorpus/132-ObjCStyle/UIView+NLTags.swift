//
//  UIView+NLTags.swift
//  Category helpers kept from the Objective-C code base.
//

import GoogleNavigation
import UIKit

let kNLGuidingFlagTag = 4199

extension UIView {
    /// `viewWithTag:` over the direct subviews only, so that it never walks
    /// into the SDK's views.
    func nl_viewWithTag(_ tag: Int) -> UIView? {
        for subview in self.subviews where subview.tag == tag {
            return subview
        }
        return nil
    }
}

extension GMSMapView {
    /// Whether guidance is on, kept as a hidden marker view the way the
    /// Objective-C category kept it (no associated objects).
    var nl_isGuiding: Bool {
        get { return self.nl_viewWithTag(kNLGuidingFlagTag) != nil }
        set {
            if newValue {
                if self.nl_viewWithTag(kNLGuidingFlagTag) == nil {
                    let marker = UIView(frame: .zero)
                    marker.tag = kNLGuidingFlagTag
                    marker.isHidden = true
                    self.addSubview(marker)
                }
            } else {
                self.nl_viewWithTag(kNLGuidingFlagTag)?.removeFromSuperview()
            }
        }
    }
}
