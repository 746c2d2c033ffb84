import GoogleNavigation
import UIKit

// MARK: - Template vocabulary

/// A part of the navigation chrome a template places.
enum Role: String, CaseIterable {
    case floor          // a layout guide marking the bottom of the open map
    case viewport, turnCard, etaCard, progressBar, speedWidget, logo, buttons, prompt
}

/// What a pin points at.
enum PinTarget: Equatable {
    case map, safeArea
    case part(Role)
    case none           // for size pins
}

enum Side {
    case top, bottom, leading, trailing, height
}

enum PinRelation {
    case equal, atMost, atLeast
}

// MARK: - Prototypes (NSCopying)

/// One constraint of a part, as data.
final class PinSpec: NSObject, NSCopying {
    var side: Side
    var target: PinTarget
    var targetSide: Side
    var constant: CGFloat
    var relation: PinRelation
    var isSoft: Bool

    init(_ side: Side, to target: PinTarget, _ targetSide: Side, _ constant: CGFloat = 0,
         relation: PinRelation = .equal, soft: Bool = false) {
        self.side = side
        self.target = target
        self.targetSide = targetSide
        self.constant = constant
        self.relation = relation
        self.isSoft = soft
    }

    func copy(with zone: NSZone? = nil) -> Any {
        PinSpec(side, to: target, targetSide, constant, relation: relation, soft: isSoft)
    }
}

/// A part and its pins. Copies deeply: a clone's pins are new objects.
final class PartSpec: NSObject, NSCopying {
    let role: Role
    var pins: [PinSpec]

    init(_ role: Role, _ pins: [PinSpec]) {
        self.role = role
        self.pins = pins
    }

    func copy(with zone: NSZone? = nil) -> Any {
        PartSpec(role, pins.map { $0.copy(with: zone) as! PinSpec })
    }

    /// The pin on `side` (the first one, when several).
    func pin(_ side: Side) -> PinSpec {
        guard let pin = pins.first(where: { $0.side == side }) else {
            fatalError("\(role.rawValue) has no \(side) pin")
        }
        return pin
    }

    /// Re-targets the pin on `side`, keeping its relation.
    func retarget(_ side: Side, to target: PinTarget, _ targetSide: Side, _ constant: CGFloat) {
        let p = pin(side)
        p.target = target
        p.targetSide = targetSide
        p.constant = constant
    }
}

/// A whole layout: the parts in the order they are added to the map.
final class ChromeTemplate: NSObject, NSCopying {
    let name: String
    private(set) var parts: [PartSpec]
    /// Set on clones only: the prototype it was cloned from.
    weak var prototype: ChromeTemplate?

    init(name: String, parts: [PartSpec]) {
        self.name = name
        self.parts = parts
    }

    func copy(with zone: NSZone? = nil) -> Any {
        let clone = ChromeTemplate(name: name, parts: parts.map { $0.copy(with: zone) as! PartSpec })
        clone.prototype = self
        return clone
    }

    func part(_ role: Role) -> PartSpec {
        guard let part = parts.first(where: { $0.role == role }) else {
            fatalError("template \(name) has no \(role.rawValue)")
        }
        return part
    }

    /// True when no part or pin is shared with the prototype.
    var isDetachedFromPrototype: Bool {
        guard let prototype, prototype !== self else { return false }
        return zip(parts, prototype.parts).allSatisfy { mine, theirs in
            mine !== theirs && zip(mine.pins, theirs.pins).allSatisfy { $0 !== $1 }
        }
    }
}

/// Spacing from Google's style values.
enum Spacing {
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var inset: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var wideInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var button: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static let bar: CGFloat = 4
}
