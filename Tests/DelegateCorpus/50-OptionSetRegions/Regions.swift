import UIKit
import GoogleNavigation

/// The parts of the navigation UI the screen shows. Product decides per market / build.
struct Regions: OptionSet, Hashable {
    let rawValue: Int

    static let header      = Regions(rawValue: 1 << 0)
    static let footer      = Regions(rawValue: 1 << 1)
    static let speed       = Regions(rawValue: 1 << 2)
    static let compass     = Regions(rawValue: 1 << 3)
    static let reporting   = Regions(rawValue: 1 << 4)

    static let navigationReady: Regions = [.compass]
    static let guidance: Regions = [.header, .footer, .speed, .compass, .reporting]

    /// Regions a bottom prompt pushes up.
    static let bottomAligned: Regions = [.footer, .speed, .reporting]

    var wantsButtons: Bool { !intersection([.compass, .reporting]).isEmpty }
}

extension Regions: CustomStringConvertible {
    var description: String {
        let names: [(Regions, String)] = [(.header, "header"), (.footer, "footer"), (.speed, "speed"),
                                          (.compass, "compass"), (.reporting, "reporting")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

extension NavigationUIButton {
    /// The region a Google button belongs to, if the screen knows it.
    var region: Regions? {
        switch type {
        case .compass: return .compass
        case .reporting: return .reporting
        default: return nil
        }
    }
}
