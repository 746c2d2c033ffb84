// Stub of UIKit's documented signatures, for type-checking on Linux.
//
// No behaviour: bodies are empty or `fatalError()`. Only the declarations matter:
// `scripts/typecheck-examples.sh` compiles this file as module `UIKit` and then
// type-checks `Examples/`, fixtures and generated layout delegates against it.
// UI classes are `@MainActor` like the real SDK so Swift 6 concurrency checks hold.
// CGFloat, CGRect, CGSize and CGPoint come from Foundation on Linux; CoreGraphics
// and QuartzCore names that Foundation lacks (CGColor, CGAffineTransform, CALayer,
// CACornerMask) are declared here because the real UIKit re-exports them.

@_exported import Foundation

// MARK: - CoreGraphics / QuartzCore names missing from Foundation on Linux

public final class CGColor: @unchecked Sendable {
    private init() {}
}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public var isIdentity: Bool { fatalError() }
}

public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

open class CALayer: NSObject {
    public override init() { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = []
    open var masksToBounds: Bool = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 0
    open var shadowOffset: CGSize = .zero
    open var opacity: Float = 1
    open var zPosition: CGFloat = 0
    open var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
    open func setNeedsLayout() {}
    open func removeAllAnimations() {}
}

/// QuartzCore's transaction: groups layer changes; its completion block runs
/// once the animations added after it was set have ended.
open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
    open class func animationDuration() -> TimeInterval { 0 }
    open class func setAnimationDuration(_ dur: TimeInterval) {}
    open class func disableActions() -> Bool { false }
    open class func setDisableActions(_ flag: Bool) {}
    open class func completionBlock() -> (() -> Void)? { nil }
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
}

// MARK: - Geometry and layout value types

public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var systemVersion: String { fatalError() }
    open var model: String { fatalError() }
    open var orientation: UIDeviceOrientation { fatalError() }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Foundation on Linux has no `NSHashTable`: declared here with the members apps use.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    public override init() { super.init() }
    open class func weakObjects() -> NSHashTable<ObjectType> { fatalError() }
    open class func strongObjects() -> NSHashTable<ObjectType> { fatalError() }
    open func add(_ object: ObjectType?) {}
    open func remove(_ object: ObjectType?) {}
    open func removeAllObjects() {}
    open func contains(_ anObject: ObjectType?) -> Bool { fatalError() }
    open func member(_ object: ObjectType?) -> ObjectType? { fatalError() }
    open var allObjects: [ObjectType] { fatalError() }
    open var anyObject: ObjectType? { fatalError() }
    open var count: Int { fatalError() }
}

/// Nor `NSMapTable`.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    public override init() { super.init() }
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { fatalError() }
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { fatalError() }
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { fatalError() }
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { fatalError() }
    open func object(forKey aKey: KeyType?) -> ObjectType? { fatalError() }
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {}
    open func removeObject(forKey aKey: KeyType?) {}
    open func removeAllObjects() {}
    open var count: Int { fatalError() }
    open func keyEnumerator() -> NSEnumerator { fatalError() }
    open func objectEnumerator() -> NSEnumerator? { fatalError() }
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] { fatalError() }
}

/// Nor `UndoManager`.
open class UndoManager: NSObject {
    public override init() { super.init() }
    open var groupsByEvent: Bool = true
    open var levelsOfUndo: Int = 0
    open var canUndo: Bool { fatalError() }
    open var canRedo: Bool { fatalError() }
    open var isUndoing: Bool { fatalError() }
    open var isRedoing: Bool { fatalError() }
    open var isUndoRegistrationEnabled: Bool { fatalError() }
    open var undoActionName: String { fatalError() }
    open var redoActionName: String { fatalError() }
    open var groupingLevel: Int { fatalError() }
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
    open func undo() {}
    open func undoNestedGroup() {}
    open func redo() {}
    open func removeAllActions() {}
    open func removeAllActions(withTarget target: Any) {}
    open func setActionName(_ actionName: String) {}
    open func disableUndoRegistration() {}
    open func enableUndoRegistration() {}
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {}
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

// MARK: - Colours, fonts, images

open class UIColor: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { super.init() }
    public convenience init?(named name: String) { self.init() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
}

/// Scales custom fonts and values by the user's text size, as a text style does.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { super.init() }
    public init?(systemName name: String) { super.init() }
    open var size: CGSize { fatalError() }
}

// MARK: - Traits

@MainActor
open class UITraitCollection: NSObject {
    public override init() { super.init() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open func containsTraits(in trait: UITraitCollection?) -> Bool { fatalError() }
}

public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { fatalError() }
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { fatalError() }
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

// MARK: - Auto Layout

@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// `NSLayoutFormatOptions`: the visual format language's alignment and direction options.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    public override init() { super.init() }
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] { [] }
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) { self.init() }

    open var isActive: Bool = false
    open var constant: CGFloat = 0
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived: Bool = false
    open var multiplier: CGFloat { fatalError() }
    open var relation: NSLayoutConstraint.Relation { fatalError() }
    open var firstItem: AnyObject? { fatalError() }
    open var secondItem: AnyObject? { fatalError() }
    open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public override init() { super.init() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open var name: String { fatalError() }
    open var item: AnyObject? { fatalError() }
    open var hasAmbiguousLayout: Bool { fatalError() }
    open var constraintsAffectingLayout: [NSLayoutConstraint] { fatalError() }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor
open class UILayoutGuide: NSObject {
    public override init() { super.init() }
    open var identifier: String = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var hasAmbiguousLayout: Bool { fatalError() }
}

// MARK: - Responder, view

open class UIEvent: NSObject {}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
}

@MainActor
open class UIView: UIResponder {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    }
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    open class var layerClass: AnyClass { CALayer.self }
    public static let noIntrinsicMetric: CGFloat = -1
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection { .leftToRight }
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)

    // Hierarchy
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func sendSubviewToBack(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    // Geometry and appearance
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var clipsToBounds: Bool = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var isUserInteractionEnabled: Bool = true
    open var tag: Int = 0
    open var layer: CALayer { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // Accessibility
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement: Bool = false
    open var accessibilityElements: [Any]?

    // Layout
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var autoresizesSubviews: Bool = true
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var preservesSuperviewLayoutMargins: Bool = false
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var layoutGuides: [UILayoutGuide] { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func needsUpdateConstraints() -> Bool { fatalError() }
    open class var requiresConstraintBasedLayout: Bool { fatalError() }
    open func setNeedsDisplay() {}
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }

    // Animation (each closure form also works with trailing closures)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

// MARK: - Controls and common views

@MainActor
open class UIAction: NSObject {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) { super.init() }
    open var title: String = ""
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
}

@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false
    open func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
}

@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var image: UIImage?
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var hidesWhenStopped: Bool = true
    open var isAnimating: Bool { fatalError() }
    open func startAnimating() {}
    open func stopAnimating() {}
}

@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }
    public class var spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }
    public class var spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement: Bool = false
}

@MainActor
open class UIVisualEffect: NSObject {}

@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable { case systemMaterial = 1200, systemThinMaterial, systemUltraThinMaterial }
    public init(style: UIBlurEffect.Style) { super.init() }
}

@MainActor
open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var contentView: UIView { fatalError() }
    open var effect: UIVisualEffect?
}

@MainActor
open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { .zero }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var indicatorStyle: IndicatorStyle = .default
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

// MARK: - View controllers

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView!
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open var title: String?
    open var traitCollection: UITraitCollection { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func setNeedsStatusBarAppearanceUpdate() {}
}

@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { fatalError() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    open var isNavigationBarHidden: Bool = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

// MARK: - Windows, application and scenes

@MainActor
open class UIScreen: NSObject {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
}

@MainActor
open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var rootViewController: UIViewController?
    open weak var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { fatalError() }
    open var screen: UIScreen { fatalError() }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

@MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    open var role: UISceneSession.Role { fatalError() }
    open var persistentIdentifier: String { fatalError() }
    open var configuration: UISceneConfiguration { fatalError() }
    open var userInfo: [String: Any]?
}

@MainActor
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    open var name: String? { fatalError() }
    open var role: UISceneSession.Role { fatalError() }
    open var delegateClass: AnyClass?
}

@MainActor
open class UIScene: UIResponder {
    @MainActor
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<AnyHashable> { fatalError() }
        open var sourceApplication: String? { fatalError() }
    }
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { super.init() }
    open var session: UISceneSession { fatalError() }
    open var delegate: (any UISceneDelegate)?
    open var activationState: UIScene.ActivationState { fatalError() }
    open var title: String!
}

@MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError() }
    open var screen: UIScreen { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var keyWindow: UIWindow? { fatalError() }
}

/// `UISceneDelegate`'s methods are all optional in Objective-C; here they are
/// requirements with empty default implementations.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

@MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable { case active = 0, inactive, background }
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    open class var shared: UIApplication { fatalError() }
    open var delegate: (any UIApplicationDelegate)?
    open var applicationState: UIApplication.State { fatalError() }
    open var connectedScenes: Set<UIScene> { fatalError() }
    open var isIdleTimerDisabled: Bool = false
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
}

/// `UIApplicationDelegate`'s methods are all optional in Objective-C; here they
/// are requirements with default implementations.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { fatalError() }
}

// MARK: - Property animators

extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}

public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

@MainActor
open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) { super.init() }
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) { super.init() }
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self { fatalError() }
    open var isRunning: Bool { fatalError() }
    open var state: UIViewAnimatingState { fatalError() }
    open var isInterruptible: Bool = true
    open var fractionComplete: CGFloat = 0
    open var isReversed: Bool = false
    open var pausesOnCompletion: Bool = false
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// The timing of a `UIViewPropertyAnimator` (`continueAnimation(withTimingParameters:durationFactor:)`).
public protocol UITimingCurveProvider: NSObjectProtocol {}

extension CGRect {
    /// UIKit's `UIEdgeInsetsInsetRect`.
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

// MARK: - Text input, keyboard, trait registration, accessibility settings

@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}
extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

@MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardType: UIKeyboardType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType!
    open var isSecureTextEntry: Bool = false
    open var enablesReturnKeyAutomatically: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open var inputAccessoryView: UIView?
    open weak var delegate: UITextFieldDelegate?
    open var isEditing: Bool { fatalError() }
}

@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {}
extension UISearchBarDelegate {
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

@MainActor
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle: UISearchBar.Style = .default
    open var showsCancelButton: Bool = false
    open var returnKeyType: UIReturnKeyType = .default
    open var searchTextField: UITextField { fatalError() }
    open weak var delegate: UISearchBarDelegate?
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {}
}

@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {}
extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

@MainActor
open class UITextView: UIView {
    open var text: String!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var textContainerInset: UIEdgeInsets = .zero
    open var returnKeyType: UIReturnKeyType = .default
    open var adjustsFontForContentSizeCategory: Bool = false
    open weak var delegate: UITextViewDelegate?
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
}
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let location = UITextContentType(rawValue: "location")
}

/// `UIView.keyboardLayoutGuide` (iOS 15).
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard: Bool = false
    open var usesBottomSafeArea: Bool = true
    open var keyboardDismissPadding: CGFloat = 0
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// A trait `registerForTraitChanges(_:handler:)` names (iOS 17).
public protocol UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// What `registerForTraitChanges` returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: NSObjectProtocol {}
/// `UITrait`: a trait's definition type (`UITraitPreferredContentSizeCategory.self`).
public typealias UITrait = any UITraitDefinition.Type
/// The views and view controllers, whose traits change (`registerForTraitChanges`, iOS 17).
@MainActor
public protocol UITraitEnvironment: AnyObject {}
/// Registration for trait changes; UIKit declares the handler's first
/// parameter as the registering type (`(self: Self, previous: UITraitCollection) in`).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}
extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}

extension UIView {
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
    @discardableResult public func endEditing(_ force: Bool) -> Bool { fatalError() }
    public var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
}

extension UIControl {
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
    public var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { fatalError() } set {} }
    public var contentVerticalAlignment: UIControl.ContentVerticalAlignment { get { fatalError() } set {} }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}

/// UIKit's accessibility settings (each is off unless the user turns it on).
@MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { fatalError() }
    public static var isVoiceOverRunning: Bool { fatalError() }
    public static var isBoldTextEnabled: Bool { fatalError() }
    public static var isReduceTransparencyEnabled: Bool { fatalError() }
    public static var isDarkerSystemColorsEnabled: Bool { fatalError() }
    public static var isSwitchControlRunning: Bool { fatalError() }
    public static var shouldDifferentiateWithoutColor: Bool { fatalError() }
    public static var buttonShapesEnabled: Bool { fatalError() }
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
        public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
        public static let announcement = UIAccessibility.Notification(rawValue: 1008)
    }
}

extension UIImage {
    public func withHorizontallyFlippedOrientation() -> UIImage { fatalError() }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { fatalError() }
}

/// UIKit's `IndexPath` additions (rows and items in sections).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
