import LayoutModel
import SwiftSyntax

/// The UIKit view classes delegate code creates, and the intrinsic sizes the
/// model gives them. Text is not measured; the sizes are documented defaults
/// (see `docs/delegate-verifier.md`): a line of text is 8.5 pt per character
/// and 20.5 pt high (the 17 pt system font), a button is 34 pt high and at
/// least 30 pt wide, an image is 24 × 24 pt, a text field is 34 pt high and a
/// search bar 56 pt (their widths are the layout's; a text view, a scroll
/// view, has none). A scroll view and a visual effect view are laid out as
/// UIKit does (`ScrollAndEffectViews.swift`).
enum UIKitViews {
    static let characterWidth = 8.5
    static let lineHeight = 20.5
    static let buttonHeight = 34.0
    static let buttonMinimumWidth = 30.0
    static let imageSide = 24.0
    /// A `UISearchBar`'s default height (its minimal and prominent styles alike), 56 pt; its width is the layout's.
    static let searchBarHeight = 56.0

    /// View classes created as plain model views (with the sizes of `intrinsicSize`).
    static let classes: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIVisualEffectView", "UIScrollView",
        "UITextField", "UITextView", "UISwitch", "UIActivityIndicatorView", "UIProgressView", "UISegmentedControl",
        "UIControl", "UIPageControl", "UISlider", "UITableView", "UICollectionView", "GMSNavigationHidingStackView",
        "UISearchBar",
    ]

    static func isView(_ name: String) -> Bool { classes.contains(name) }

    /// The geometry properties of views and guides by the type UIKit declares
    /// them with: an implicit member beside one (`view?.intrinsicContentSize ?? .zero`) is of that type.
    static let geometryPropertyTypes: [String: String] = [
        "intrinsicContentSize": "CGSize", "frame": "CGRect", "bounds": "CGRect", "layoutFrame": "CGRect", "center": "CGPoint",
        "layoutMargins": "UIEdgeInsets", "safeAreaInsets": "UIEdgeInsets", "directionalLayoutMargins": "NSDirectionalEdgeInsets",
        "transform": "CGAffineTransform",
    ]

    /// Properties of UIKit's views, constraints and controllers it declares
    /// optional that hold text or arrays (`constraint.identifier.map { ... }` is
    /// `Optional.map`, not a map over the text's characters).
    static let optionalProperties: Set<String> = [
        "identifier", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "text", "title", "placeholder",
        "restorationIdentifier", "gestureRecognizers",
    ]

    /// Labels of UIKit views' initializers that set nothing the layout sees
    /// (`arrangedSubviews` is a stack's, taken above; `frame` and `image` are read).
    static let cosmeticInitializerLabels: Set<String> = [
        "arrangedSubviews", "highlightedImage", "effect", "type", "style", "configuration", "primaryAction", "items",
        "progressViewStyle", "coder",
    ]

    /// A scroll view's properties that change how it scrolls, not where its content rests.
    static let scrollingBehaviour: Set<String> = [
        "bounces", "bouncesZoom", "showsVerticalScrollIndicator", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets",
        "scrollIndicatorInsets", "automaticallyAdjustsScrollIndicatorInsets", "showsHorizontalScrollIndicator", "isScrollEnabled",
        "isPagingEnabled", "keyboardDismissMode", "indicatorStyle", "scrollsToTop", "decelerationRate", "delaysContentTouches",
        "canCancelContentTouches", "isDirectionalLockEnabled",
    ]

    /// The intrinsic size of a fresh view of `className`; `text` and `hasImage`
    /// are what the code set (a label's text, a button's title, an image).
    /// `textScale`: a label's growth with Dynamic Type (`DynamicTypeFonts.swift`).
    static func intrinsicSize(_ className: String, text: String?, hasImage: Bool, textScale: Double = 1) -> IntrinsicSize {
        let textWidth = Double(text?.count ?? 0) * characterWidth
        switch className {
        case "UILabel":
            return (text ?? "").isEmpty
                ? IntrinsicSize(width: 0, height: 0) : IntrinsicSize(width: textWidth * textScale, height: lineHeight * textScale)
        case "UIButton":
            return IntrinsicSize(width: max(buttonMinimumWidth, textWidth + (hasImage ? imageSide : 0)), height: buttonHeight)
        case "UIImageView":
            return hasImage ? IntrinsicSize(width: imageSide, height: imageSide) : .none
        case "UISwitch": return IntrinsicSize(width: 51, height: 31)
        case "UIActivityIndicatorView": return IntrinsicSize(width: 20, height: 20)
        case "UIProgressView": return IntrinsicSize(width: nil, height: 4)
        case "UISegmentedControl": return IntrinsicSize(width: nil, height: 32)
        case "UITextField": return IntrinsicSize(width: nil, height: 34)
        case "UISearchBar": return IntrinsicSize(width: nil, height: searchBarHeight)
        default: return .none
        }
    }
}

/// What the code set on a UIKit view that its intrinsic size depends on.
struct ViewContent {
    let className: String
    var text: String?
    var hasImage = false
    /// A text-input view's `delegate`, stored for reads (`TextInputViews.swift`).
    var delegate: Value?
    /// How much the font grows with the text size (a Dynamic Type font; 1 otherwise).
    var textScale = 1.0
    /// A control's state as set (`ControlStates.swift`).
    var controlState: [String: Value] = [:]

    var intrinsicSize: IntrinsicSize {
        UIKitViews.intrinsicSize(className, text: text, hasImage: hasImage, textScale: textScale)
    }
}

extension Interpreter {
    /// A model view for `UILabel()`, `UIButton(type: .system)`,
    /// `UIImageView(image:)`, `UIStackView(arrangedSubviews:)`, ... (any view
    /// class's initializer: `frame:` and the other arguments set nothing the layout reads).
    func makeView(_ className: String, _ arguments: [Argument], name: String, at node: some SyntaxProtocol) throws -> LayoutView {
        let view: LayoutView
        if className == "UIStackView" {
            let stack = StackView(name: name)
            if let first = arguments.first, first.label == "arrangedSubviews" {
                for element in try sequence(first.value, at: node) {
                    try stack.addArrangedSubview(try layoutView(element, at: node), tag: tag(node))
                }
            }
            view = stack
        } else if className == "UIVisualEffectView" {
            view = EffectView(name: name)
        } else if className == "UIScrollView" {
            view = ScrollView(name: name)
        } else {
            view = LayoutView(name: name)
        }
        var content = ViewContent(className: className)
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("image", let image): content.hasImage = !image.isNull
            case ("frame", let frame):
                switch try implicitGeometry(frame, at: node) {
                case .rect(let rect): view.frame = rect
                case let zero where Self.isImplicitZero(zero): break
                default: throw unsupported(node, "a frame from \(frame.kind)")
                }
            case (let label?, _) where UIKitViews.cosmeticInitializerLabels.contains(label): break
            default:
                // No UIKit initializer takes it: one the given files do not declare (an extension elsewhere).
                throw unsupported(node, "\(className)\(labelText(arguments.map(\.label))), an initializer no given file declares")
            }
        }
        viewContents[ObjectIdentifier(view)] = content
        view.intrinsicContentSize = content.intrinsicSize
        startControl(view, className: className)
        return view
    }

    /// Updates what a view's intrinsic size depends on (`label.text = ...`,
    /// `button.setTitle(_:for:)`, `imageView.image = ...`); false when the view
    /// is not a UIKit view whose size depends on it.
    func setContent(of view: LayoutView, text: String?? = nil, image: Value? = nil, textScale: Double? = nil) -> Bool {
        let key = ObjectIdentifier(view)
        guard var content = viewContents[key] else { return false }
        if let text { content.text = text }
        if let image { content.hasImage = !image.isNull }
        if let textScale { content.textScale = textScale }
        viewContents[key] = content
        view.intrinsicContentSize = content.intrinsicSize
        return true
    }

    /// The UIKit class of a model view the code made, or `nil`.
    func viewClassName(_ view: LayoutView) -> String? {
        viewContents[ObjectIdentifier(view)]?.className
    }
}

extension Value {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// An opaque value of unknown app code or of the library (see `Value.library`).
    var isOpaque: Bool {
        switch self {
        case .opaque, .library: true
        default: false
        }
    }
}

extension Interpreter {
    /// Layout-relevant properties of UIKit views: a label's `text`, an image
    /// view's `image`, a stack view's `axis`, `spacing`, `alignment`,
    /// `distribution` and `isLayoutMarginsRelativeArrangement`, margins, and a
    /// frame under the autoresizing mask. False for other properties.
    func setViewProperty(_ name: String, of view: LayoutView, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        let stack = view as? StackView
        let newValue = try implicitGeometry(newValue, at: node)
        switch (name, newValue) {
        case ("text", .string(let text)): return setContent(of: view, text: .some(text))
        case ("text", .null): return setContent(of: view, text: .some(nil))
        case ("text", .opaque(let description)), ("text", .library(let description)):
            assume(node, "the text \(description) is not known: the label's size is taken for a 10-character text")
            return setContent(of: view, text: .some(String(repeating: "x", count: 10)))
        case ("image", _): return setContent(of: view, image: newValue)
        case ("delegate", _): return setTextInputDelegate(of: view, to: newValue)
        case ("font", _) where viewContents[ObjectIdentifier(view)]?.className == "UILabel":
            return setContent(of: view, textScale: dynamicTypeStyle(ofFont: newValue).map(dynamicTypeScale) ?? 1)
        case ("backgroundColor", _):
            // `.clear` or `nil`: the view draws nothing itself (its subviews still do).
            view.setsBackground = true
            switch newValue {
            case .null, .symbol("clear"), .library("UIColor.clear"): view.drawsBackground = false
            default: view.drawsBackground = true
            }
            return true
        case ("axis", .symbol(let axis)):
            guard let stack, let value = StackView.Axis(rawValue: axis) else { return false }
            stack.axis = value
        case ("alignment", .symbol(let alignment)):
            guard let stack, let value = StackView.Alignment(rawValue: alignment) else { return false }
            stack.alignment = value
        case ("distribution", .symbol(let distribution)):
            guard let stack, let value = StackView.Distribution(rawValue: distribution) else { return false }
            stack.distribution = value
        case ("spacing", _):
            guard let stack else { return false }
            stack.spacing = try stackSpacing(newValue, at: node)
        case ("isLayoutMarginsRelativeArrangement", .bool(let flag)):
            guard let stack else { return false }
            stack.isLayoutMarginsRelativeArrangement = flag
        case ("directionalLayoutMargins", _), ("layoutMargins", _):
            view.directionalLayoutMargins = try directionalMargins(newValue, at: node)
        case ("frame", .rect(let rect)):
            view.frame = rect
        case ("semanticContentAttribute", .symbol(let name)):
            guard let attribute = SemanticContentAttribute(rawValue: name) else { return false }
            view.semanticContentAttribute = attribute  // leading/trailing follow it (`SemanticContent.swift`)
        case ("tag", _):
            guard let tag = Int(exactly: try number(newValue, at: node)) else { throw unsupported(node, "a tag from \(newValue.kind)") }
            view.tag = tag
        case _ where view is ScrollView && UIKitViews.scrollingBehaviour.contains(name):
            break  // how it scrolls, not where its content rests (scrolled to the top)
        case ("contentInset", _) where view is ScrollView:
            switch newValue {
            case .insets(let insets): (view as! ScrollView).contentInset = insets
            case let zero where Self.isImplicitZero(zero): (view as! ScrollView).contentInset = .zero
            default: throw unsupported(node, "a content inset from \(newValue.kind)")
            }
        case ("contentInsetAdjustmentBehavior", .symbol(let name)) where view is ScrollView:
            guard let behaviour = ScrollView.InsetAdjustment(rawValue: name) else { return false }
            (view as! ScrollView).insetAdjustment = behaviour
        case ("alwaysBounceVertical", .bool(let flag)) where view is ScrollView: (view as! ScrollView).alwaysBounceVertical = flag
        case ("alwaysBounceHorizontal", .bool(let flag)) where view is ScrollView: (view as! ScrollView).alwaysBounceHorizontal = flag
        case ("preservesSuperviewLayoutMargins", .bool):
            break  // the model's margins are the view's own
        case ("insetsLayoutMarginsFromSafeArea", .bool(let flag)): view.insetsLayoutMarginsFromSafeArea = flag
        default: return setControlState(name, of: view, to: newValue)
        }
        return true
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)` or
    /// `UIEdgeInsets` (left as leading), as the model's margins.
    private func directionalMargins(_ value: Value, at node: some SyntaxProtocol) throws -> DirectionalEdgeInsets {
        switch value {
        case .insets(let insets):
            return DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        case .tuple(let parts):
            func part(_ label: String) throws -> Double {
                try parts.first { $0.label == label }.map { try number($0.value, at: node) } ?? 0
            }
            return DirectionalEdgeInsets(top: try part("top"), leading: try part("leading"), bottom: try part("bottom"), trailing: try part("trailing"))
        case let zero where Self.isImplicitZero(zero):  // `directionalLayoutMargins = .zero`: of the property's type
            return DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        default: throw unsupported(node, "margins from \(value.kind)")
        }
    }
}
