import UIKit

// Port of the HUD layer of our Godot 4 driving game (`hud/control.gd`). The game team
// kept Godot's vocabulary: Control nodes with layout presets and size flags, box
// containers that sort their children, add_child / queue_free, and notifications.
// Godot 4 mirrors presets under `layout_direction = LOCALE` in RTL, so "left" here
// always means the start edge: it maps to leading anchors.

let NOTIFICATION_ENTER_TREE = 10
let NOTIFICATION_EXIT_TREE = 11
let NOTIFICATION_RESIZED = 40
let NOTIFICATION_SORT_CHILDREN = 50

enum LayoutPreset {
  case topLeft, topWide, bottomLeft, bottomRight, bottomWide, rightWide, fullRect
}

enum SizeFlags {
  case fill, shrinkBegin, shrinkEnd, expandFill
}

@MainActor
class Control {
  enum Backing {
    case view(UIView)
    case guide(UILayoutGuide)
  }

  let name: String
  let backing: Backing
  /// Roots wrap what the host owns (the map, its safe area): never freed.
  let ownsBacking: Bool
  private(set) var children: [Control] = []
  weak var parent: Control?
  var layoutPreset: LayoutPreset = .fullRect
  var presetMargin: CGFloat = 0
  var sizeFlagsHorizontal: SizeFlags = .fill
  var sizeFlagsVertical: SizeFlags = .fill
  /// Port of `clip_contents` against an overlay: the node's bottom stays above it.
  var clipAbove: Control?
  /// Constraints this node made to place its children (Godot: the last sort).
  var childConstraints: [NSLayoutConstraint] = []
  private weak var host: UIView?

  init(_ name: String, _ backing: Backing, ownsBacking: Bool = true) {
    self.name = name
    self.backing = backing
    self.ownsBacking = ownsBacking
  }

  var leading: NSLayoutXAxisAnchor {
    switch backing {
    case .view(let v): return v.leadingAnchor
    case .guide(let g): return g.leadingAnchor
    }
  }
  var trailing: NSLayoutXAxisAnchor {
    switch backing {
    case .view(let v): return v.trailingAnchor
    case .guide(let g): return g.trailingAnchor
    }
  }
  var top: NSLayoutYAxisAnchor {
    switch backing {
    case .view(let v): return v.topAnchor
    case .guide(let g): return g.topAnchor
    }
  }
  var bottom: NSLayoutYAxisAnchor {
    switch backing {
    case .view(let v): return v.bottomAnchor
    case .guide(let g): return g.bottomAnchor
    }
  }

  // MARK: tree

  func addChild(_ child: Control) {
    children.append(child)
    child.parent = self
    if let host = host ?? hostView() {
      child.enterTree(host: host)
    }
  }

  private func hostView() -> UIView? {
    switch backing {
    case .view(let v): return v
    case .guide(let g): return g.owningView
    }
  }

  /// Google views are added directly to the map view; the node tree is only logical.
  fileprivate func enterTree(host: UIView) {
    self.host = host
    if ownsBacking {
      switch backing {
      case .view(let v): host.addSubview(v)
      case .guide(let g): host.addLayoutGuide(g)
      }
    }
    notification(NOTIFICATION_ENTER_TREE)
    children.forEach { $0.enterTree(host: host) }
  }

  func queueFree() {
    children.forEach { $0.queueFree() }
    children = []
    NSLayoutConstraint.deactivate(childConstraints)
    childConstraints = []
    notification(NOTIFICATION_EXIT_TREE)
    if ownsBacking {
      switch backing {
      case .view(let v): v.removeFromSuperview()
      case .guide(let g): g.owningView?.removeLayoutGuide(g)
      }
    }
    if let parent = parent {
      parent.removeChildConstraints(for: self)
      parent.children.removeAll { $0 === self }
    }
    parent = nil
    host = nil
  }

  fileprivate func removeChildConstraints(for child: Control) {
    // Cheap: the whole parent re-sorts on the next RESIZED anyway.
    NSLayoutConstraint.deactivate(childConstraints)
    childConstraints = []
  }

  // MARK: notifications

  func notification(_ what: Int) {}

  func propagateNotification(_ what: Int) {
    if what == NOTIFICATION_RESIZED {
      notification(NOTIFICATION_SORT_CHILDREN)
      NSLayoutConstraint.deactivate(childConstraints)
      childConstraints = sortChildren()
      NSLayoutConstraint.activate(childConstraints)
    }
    notification(what)
    children.forEach { $0.propagateNotification(what) }
  }

  /// Plain Control: each child by its own preset.
  func sortChildren() -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    for child in children {
      made += presetConstraints(child)
    }
    return made
  }

  func pinBottom(_ child: Control, to anchor: NSLayoutYAxisAnchor, constant: CGFloat) -> [NSLayoutConstraint] {
    let pin = child.bottom.constraint(equalTo: anchor, constant: constant)
    guard let overlay = child.clipAbove else { return [pin] }
    pin.priority = .defaultHigh
    return [pin, child.bottom.constraint(lessThanOrEqualTo: overlay.top)]
  }

  func presetConstraints(_ child: Control) -> [NSLayoutConstraint] {
    let m = child.presetMargin
    switch child.layoutPreset {
    case .topLeft:
      return [child.top.constraint(equalTo: top, constant: m),
              child.leading.constraint(equalTo: leading, constant: m)]
    case .topWide:
      return [child.top.constraint(equalTo: top, constant: m),
              child.leading.constraint(equalTo: leading, constant: m),
              child.trailing.constraint(equalTo: trailing, constant: -m)]
    case .bottomLeft:
      return [child.leading.constraint(equalTo: leading, constant: m)]
        + pinBottom(child, to: bottom, constant: -m)
    case .bottomRight:
      return [child.trailing.constraint(equalTo: trailing, constant: -m)]
        + pinBottom(child, to: bottom, constant: -m)
    case .bottomWide:
      return [child.leading.constraint(equalTo: leading, constant: m),
              child.trailing.constraint(equalTo: trailing, constant: -m)]
        + pinBottom(child, to: bottom, constant: -m)
    case .rightWide:
      return [child.top.constraint(equalTo: top, constant: m),
              child.trailing.constraint(equalTo: trailing, constant: -m)]
        + pinBottom(child, to: bottom, constant: -m)
    case .fullRect:
      return [child.top.constraint(equalTo: top, constant: m),
              child.leading.constraint(equalTo: leading, constant: m),
              child.trailing.constraint(equalTo: trailing, constant: -m)]
        + pinBottom(child, to: bottom, constant: -m)
    }
  }
}

/// `VBoxContainer` / `HBoxContainer`: children one after another along the main axis,
/// cross axis by size flags. Backed by a layout guide.
@MainActor
final class BoxContainer: Control {
  let vertical: Bool
  var separation: CGFloat = 0

  init(_ name: String, vertical: Bool) {
    self.vertical = vertical
    super.init(name, .guide(UILayoutGuide()))
  }

  override func sortChildren() -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    var previous: Control?
    for child in children {
      if vertical {
        if let previous = previous {
          made += pinBottom(previous, to: child.top, constant: -separation)
        } else {
          made.append(child.top.constraint(equalTo: top))
        }
        switch child.sizeFlagsHorizontal {
        case .fill, .expandFill:
          made.append(child.leading.constraint(equalTo: leading))
          made.append(child.trailing.constraint(equalTo: trailing))
        case .shrinkBegin:
          made.append(child.leading.constraint(equalTo: leading))
        case .shrinkEnd:
          made.append(child.trailing.constraint(equalTo: trailing))
        }
      } else {
        if let previous = previous {
          made.append(child.leading.constraint(equalTo: previous.trailing, constant: separation))
        } else {
          made.append(child.leading.constraint(equalTo: leading))
        }
        switch child.sizeFlagsVertical {
        case .fill, .expandFill:
          made.append(child.top.constraint(equalTo: top))
          made += pinBottom(child, to: bottom, constant: 0)
        case .shrinkBegin:
          made.append(child.top.constraint(equalTo: top))
        case .shrinkEnd:
          made += pinBottom(child, to: bottom, constant: 0)
        }
      }
      previous = child
    }
    if let last = previous {
      if vertical {
        made += pinBottom(last, to: bottom, constant: 0)
      } else {
        made.append(last.trailing.constraint(equalTo: trailing))
      }
    }
    return made
  }
}
