import UIKit

/// Keeps constraints and views per group in Foundation collections, the way the
/// Objective-C version did (NSMutableDictionary of NSMutableArray).
@MainActor
final class NVConstraintRegistry: NSObject {
    private let constraintGroups = NSMutableDictionary()
    private let viewGroups = NSMutableDictionary()
    private let flags = NSMutableDictionary()

    // MARK: - Constraints

    func addConstraints(_ constraints: [NSLayoutConstraint], toGroup group: NSString) {
        let array: NSMutableArray
        if let existing = constraintGroups.object(forKey: group) as? NSMutableArray {
            array = existing
        } else {
            array = NSMutableArray()
            constraintGroups.setObject(array, forKey: group)
        }
        for constraint in constraints {
            constraint.isActive = true
            array.add(constraint)
        }
    }

    func deactivateGroup(_ group: NSString) {
        guard let array = constraintGroups.object(forKey: group) as? NSMutableArray else { return }
        for case let constraint as NSLayoutConstraint in array {
            constraint.isActive = false
        }
        array.removeAllObjects()
        constraintGroups.removeObject(forKey: group)
    }

    // MARK: - Views

    func addView(_ view: UIView, to superview: UIView, group: NSString) {
        let array: NSMutableArray
        if let existing = viewGroups.object(forKey: group) as? NSMutableArray {
            array = existing
        } else {
            array = NSMutableArray()
            viewGroups.setObject(array, forKey: group)
        }
        superview.addSubview(view)
        array.add(view)
    }

    func removeViewsInGroup(_ group: NSString) {
        guard let array = viewGroups.object(forKey: group) as? NSMutableArray else { return }
        for case let view as UIView in array {
            view.removeFromSuperview()
        }
        array.removeAllObjects()
        viewGroups.removeObject(forKey: group)
    }

    func tearDownGroup(_ group: NSString) {
        deactivateGroup(group)
        removeViewsInGroup(group)
    }

    // MARK: - Flags (NSNumber-boxed, as in the old NSUserDefaults-backed store)

    func setFlag(_ value: Bool, forKey key: NSString) {
        flags.setObject(NSNumber(value: value), forKey: key)
    }

    func flag(forKey key: NSString) -> Bool {
        return (flags.object(forKey: key) as? NSNumber)?.boolValue ?? false
    }

    func setNumber(_ value: CGFloat, forKey key: NSString) {
        flags.setObject(NSNumber(value: Double(value)), forKey: key)
    }

    func number(forKey key: NSString) -> CGFloat {
        return CGFloat((flags.object(forKey: key) as? NSNumber)?.doubleValue ?? 0)
    }

    func reset() {
        for case let key as NSString in constraintGroups.allKeys {
            deactivateGroup(key)
        }
        for case let key as NSString in viewGroups.allKeys {
            removeViewsInGroup(key)
        }
        flags.removeAllObjects()
    }
}
