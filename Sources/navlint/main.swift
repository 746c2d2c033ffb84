import NavlintCommands
import SwiftParser
let tree = Parser.parse(source: "let x = 1")
print(tree.statements.count)
