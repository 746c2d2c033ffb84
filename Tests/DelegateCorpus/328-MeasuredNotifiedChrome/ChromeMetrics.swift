import Foundation
import UIKit

extension UnitLength {
  /// One typographic point (1/72 inch): UIKit's layout unit.
  static let layoutPoints = UnitLength(symbol: "pt", converter: UnitConverterLinear(coefficient: 0.0254 / 72))
}

/// The trip screen's spacing, kept as physical lengths so design can hand them over in millimetres.
struct ChromeMetrics {
  var edgeInset = Measurement(value: 8, unit: UnitLength.layoutPoints)
  var buttonInset = Measurement(value: 16, unit: UnitLength.layoutPoints)
  /// On maps at least `roomyWidth` wide the buttons get more room from the edge.
  var roomyButtonInset = Measurement(value: 24, unit: UnitLength.layoutPoints)
  var roomyWidth = Measurement(value: 600, unit: UnitLength.layoutPoints)
  var stackGap = Measurement(value: 8, unit: UnitLength.layoutPoints)
  var promptFade: TimeInterval = 0.25

  static let standard = ChromeMetrics()

  func points(_ length: Measurement<UnitLength>) -> CGFloat {
    CGFloat(length.converted(to: .layoutPoints).value)
  }

  func buttonInset(forMapWidth width: CGFloat) -> CGFloat {
    let roomy = Measurement(value: Double(width), unit: UnitLength.layoutPoints) >= roomyWidth
    return points(roomy ? roomyButtonInset : buttonInset)
  }
}

extension Notification.Name {
  /// Posted by the settings screen when the driver switches between compact and roomy chrome.
  static let tripChromeDensityDidChange = Notification.Name("TripChromeDensityDidChange")
}
