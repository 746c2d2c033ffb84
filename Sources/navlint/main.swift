import Foundation
import NavlintCommands

exit(Navlint.main(Array(CommandLine.arguments.dropFirst())).rawValue)
