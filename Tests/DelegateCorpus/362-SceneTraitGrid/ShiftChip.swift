import UIKit

/// The driver's shift timer: a pill floating over the open map, styled for
/// the map's light or dark appearance.
final class ShiftChip: UILabel {
  struct Palette: Sendable {
    let fill: UIColor
    let ink: UIColor

    static let day = Palette(fill: .white, ink: .label)
    static let night = Palette(fill: .darkGray, ink: .white)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    textAlignment = .center
    font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
    text = "Shift 00:00"
    layer.cornerCurve = .continuous
    layer.masksToBounds = true
    accessibilityIdentifier = "drive.shiftChip"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Colours for the map's appearance; the chip keeps that appearance even
  /// if the app's window overrides its own.
  func restyle(for style: UIUserInterfaceStyle, height: CGFloat) {
    let palette: Palette
    switch style {
    case .dark:
      palette = .night
    case .light, .unspecified:
      palette = .day
    @unknown default:
      palette = .day
    }
    backgroundColor = palette.fill
    textColor = palette.ink
    overrideUserInterfaceStyle = style == .dark ? .dark : .light
    layer.cornerRadius = height / 2
  }
}
