import GoogleNavigation
import UIKit

/// The "DOM" the sheet is applied to: the state classes on the root and the
/// elements by id, in paint order (later ids paint on top).
@MainActor
struct LayoutDocument {
  var classes: Set<String> = []
  var elements: [(id: String, box: LayoutBox)] = []
  var buttons: [UIView] = []

  func box(_ id: String) -> LayoutBox? {
    return elements.first { $0.id == id }?.box
  }

  /// `.guidance.prompt #fold` -> classes ["guidance", "prompt"], id "fold".
  func matches(_ selector: String, id: String) -> Bool {
    let parts = selector.split(separator: " ").map { String($0) }
    guard let last = parts.last, last == "#" + id else { return false }
    for compound in parts.dropLast() {
      for cls in compound.split(separator: ".") where !classes.contains(String(cls)) {
        return false
      }
    }
    return true
  }
}

/// Navigation layout ported from the web client's stylesheet: each callback
/// rebuilds the document for the new state and re-applies the whole sheet.
@MainActor
final class CSSNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let sheet: [StyleRule]
  private let fold = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var document = LayoutDocument()
  private var mounted: [UIView] = []
  private var foldInstalled = false
  private var applied: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var guidance: ActiveGuidanceUIState?
  /// The latest `wideMode` the SDK reported (states are snapshots).
  private var wide = false

  init(sheet: [StyleRule] = NavigationStyleSheet.rules) {
    self.sheet = sheet
    super.init()
  }

  // MARK: - Host callbacks

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    document = readyDocument(newState)
    wide = newState.wideMode
    render(navMap: navMap, wide: wide)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    prompt = nil
    guidance = nil
    document = LayoutDocument()
    render(navMap: navMap, wide: oldState.wideMode)
    if foldInstalled {
      navMap.removeLayoutGuide(fold)
      foldInstalled = false
    }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    guidance = newState
    document = guidanceDocument(newState)
    wide = newState.wideMode
    render(navMap: navMap, wide: wide)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    guidance = nil
    prompt = nil
    document = readyDocument(newState)
    wide = newState.wideMode
    render(navMap: navMap, wide: wide)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard !document.elements.isEmpty else { return }
    wide = newState.wideMode
    render(navMap: navMap, wide: wide)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let state = guidance else { return }
    prompt = newPrompt
    document = guidanceDocument(state)
    render(navMap: navMap, wide: wide)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let state = guidance else { return }
    prompt = nil
    document = guidanceDocument(state)
    render(navMap: navMap, wide: wide)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    guard let state = guidance else { return }
    prompt = newPrompt
    document = guidanceDocument(state)
    render(navMap: navMap, wide: wide)
  }

  // MARK: - Documents

  private func readyDocument(_ state: NavigationReadyUIState) -> LayoutDocument {
    var doc = LayoutDocument()
    doc.classes = ["ready"]
    doc.elements = [
      ("fold", .guide(fold)),
      ("viewport", .view(state.viewport)),
      ("logo", .view(state.googleLogo)),
      ("buttons", .view(buttonStack)),
    ]
    doc.buttons = state.buttons.map { $0.view }
    return doc
  }

  private func guidanceDocument(_ state: ActiveGuidanceUIState) -> LayoutDocument {
    var doc = LayoutDocument()
    doc.classes = ["guidance"]
    doc.elements = [
      ("fold", .guide(fold)),
      ("viewport", .view(state.viewport)),
      ("turn-card", .view(state.turnCard)),
      ("eta-card", .view(state.etaCard)),
      ("trip-progress", .view(state.tripProgressBar)),
      ("speed", .view(state.speedWidget)),
      ("logo", .view(state.googleLogo)),
      ("buttons", .view(buttonStack)),
    ]
    if let prompt = prompt {
      doc.classes.insert("prompt")
      doc.elements.append(("prompt", .view(prompt)))
    }
    doc.buttons = state.buttons.map { $0.view }
    return doc
  }

  // MARK: - Rendering

  private func render(navMap: GMSMapView, wide: Bool) {
    NSLayoutConstraint.deactivate(applied)
    applied = []

    // Unmount what the new document no longer has.
    let wanted = document.elements.compactMap { $0.box.view }
    for view in mounted where !wanted.contains(where: { $0 === view }) {
      if view === buttonStack { buttonStack.arrangedSubviews = [] }
      view.removeFromSuperview()
    }
    mounted = mounted.filter { view in wanted.contains { $0 === view } }
    for view in wanted where !mounted.contains(where: { $0 === view }) {
      navMap.addSubview(view)
      mounted.append(view)
    }
    if !document.elements.isEmpty && !foldInstalled {
      navMap.addLayoutGuide(fold)
      foldInstalled = true
    }
    if !document.elements.isEmpty {
      buttonStack.arrangedSubviews = document.buttons
    }

    let width = navMap.bounds.width
    let variables = resolveVariables(wide: wide, width: width)
    for element in document.elements {
      let declarations = cascade(id: element.id, wide: wide, width: width)
      for property in declarations.keys.sorted() {
        guard let value = declarations[property] else { continue }
        applied += constraints(for: element.box, property: property, value: value,
                               navMap: navMap, variables: variables)
      }
    }
    NSLayoutConstraint.activate(applied)
  }

  private func resolveVariables(wide: Bool, width: CGFloat) -> [String: CGFloat] {
    var variables = NavigationStyleSheet.baseVariables()
    for rule in sheet where rule.selector == ":root" && rule.media.matches(wide: wide, width: width) {
      for (name, value) in rule.declarations {
        if let length = CSSLength.parse(value, variables: variables) { variables[name] = length }
      }
    }
    return variables
  }

  private func cascade(id: String, wide: Bool, width: CGFloat) -> [String: String] {
    var result: [String: String] = [:]
    for rule in sheet where rule.media.matches(wide: wide, width: width) && document.matches(rule.selector, id: id) {
      for (property, value) in rule.declarations {
        result[property] = value
      }
    }
    return result.filter { $0.value != "auto" }
  }

  private func reference(_ name: String, navMap: GMSMapView) -> LayoutBox? {
    switch name {
    case "safe": return .guide(navMap.safeAreaLayoutGuide)
    case "map": return .view(navMap)
    default:
      guard name.hasPrefix("#") else { return nil }
      return document.box(String(name.dropFirst()))
    }
  }

  private func constraints(for box: LayoutBox, property name: String, value: String,
                           navMap: GMSMapView, variables: [String: CGFloat]) -> [NSLayoutConstraint] {
    guard let property = InsetProperty(rawValue: name) else { return [] }
    if property == .blockSize {
      guard let length = CSSLength.parse(value, variables: variables) else { return [] }
      return [box.heightAnchor.constraint(equalToConstant: length)]
    }
    var result: [NSLayoutConstraint] = []
    for item in value.split(separator: ",") {
      let text = item.trimmingCharacters(in: .whitespaces)
      guard let ref = EdgeReference(text, variables: variables),
            let target = reference(ref.box, navMap: navMap) else { continue }
      let constant = property.sign * ref.length
      let constraint: NSLayoutConstraint
      if property.edge.isBlock {
        let mine = box.yAnchor(property.edge, marginBox: false)
        let theirs = target.yAnchor(ref.edge, marginBox: ref.marginBox)
        constraint = property == .minInsetBlockEnd
          ? mine.constraint(lessThanOrEqualTo: theirs, constant: constant)
          : mine.constraint(equalTo: theirs, constant: constant)
      } else {
        let mine = box.xAnchor(property.edge, marginBox: false)
        let theirs = target.xAnchor(ref.edge, marginBox: ref.marginBox)
        constraint = mine.constraint(equalTo: theirs, constant: constant)
      }
      if ref.weak { constraint.priority = .defaultLow }
      result.append(constraint)
    }
    return result
  }
}
