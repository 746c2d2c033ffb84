import Foundation
import UIKit

/// What is on screen, as one bit set; used for the constraint identifiers and the debug dump.
struct ChromeElements: OptionSet, Hashable {
  let rawValue: Int

  static let viewport = ChromeElements(rawValue: 1 << 0)
  static let logo = ChromeElements(rawValue: 1 << 1)
  static let buttons = ChromeElements(rawValue: 1 << 2)
  static let turnCard = ChromeElements(rawValue: 1 << 3)
  static let etaCard = ChromeElements(rawValue: 1 << 4)
  static let progressBar = ChromeElements(rawValue: 1 << 5)
  static let speedWidget = ChromeElements(rawValue: 1 << 6)
  static let prompt = ChromeElements(rawValue: 1 << 7)

  static let ready: ChromeElements = [.viewport, .logo, .buttons]
  static let guidance: ChromeElements = [.viewport, .logo, .buttons, .turnCard, .etaCard, .progressBar, .speedWidget]

  var name: String {
    let names: [(ChromeElements, String)] = [
      (.viewport, "viewport"), (.logo, "logo"), (.buttons, "buttons"), (.turnCard, "turn"),
      (.etaCard, "eta"), (.progressBar, "progress"), (.speedWidget, "speed"), (.prompt, "prompt"),
    ]
    return names.filter { contains($0.0) }.map { $0.1 }.joined(separator: "+")
  }
}

/// Formats the identifiers the team greps for in Xcode's constraint logs.
@MainActor
enum ConstraintTag {
  private static let formatter: NumberFormatter = {
    let f = NumberFormatter()
    f.minimumIntegerDigits = 2
    f.maximumFractionDigits = 0
    return f
  }()

  static func tag(_ constraints: [NSLayoutConstraint], owner: ChromeElements, phase: String) -> [NSLayoutConstraint] {
    for (index, constraint) in constraints.enumerated() {
      let number = formatter.string(from: NSNumber(value: index)) ?? String(index)
      constraint.identifier = String(format: "trip.%@.%@.%@", phase, owner.name, number)
    }
    return constraints
  }
}
