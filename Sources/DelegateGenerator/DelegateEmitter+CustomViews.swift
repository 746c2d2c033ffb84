import LayoutModel

/// The screen's own views in the generated delegate (their constraints,
/// against stand-ins for the legacy guides) and the small helpers every
/// delegate gets: re-applying, taking a state down, pinning a guide.
extension DelegateEmitter {
    // MARK: - Custom views

    func customViewLayout() -> [String] {
        let items = plan.base.customItems.filter { !$0.placedByApp }
        guard !items.isEmpty else { return [] }
        var lines = [
            "",
            "    /// The screen's views that hung on the legacy guides, with the app's own",
            "    /// constants and priorities, against stand-ins for those guides.",
            "    private func layOutCustomViews(navMap: GMSMapView) {",
        ]
        let names = Set(plan.base.customItems.map(\.name))
        for item in items {
            let others = Set(item.constraints.compactMap(\.target)).intersection(names).subtracting([item.name]).sorted()
            let bound = ([item.name] + others).joined(separator: ", let ")
            // A buttons guide the screen resets is taken off the map then: leave it alone.
            let used = plan.runtimeButtonsGuide.flatMap { $0.guide == item.name ? "\($0.propertyName), " : nil } ?? ""
            lines.append("        if \(used)let \(bound) {")
            var entries: [String] = []
            for (position, constraint) in item.constraints.enumerated() {
                let expression = Self.constraintExpression(item: item.name, constraint)
                if constraint.priority < 1000 {
                    let name = "\(item.name)Constraint\(position + 1)"
                    lines += [
                        "            let \(name) = \(expression)",
                        "            \(name).priority = UILayoutPriority(\(Self.number(constraint.priority)))",
                    ]
                    entries.append(name)
                } else {
                    entries.append(expression)
                }
            }
            lines.append("            constraints += [")
            lines += entries.map { "                \($0)," }
            lines += ["            ]", "        }"]
        }
        lines.append("    }")
        return lines
    }

    static func constraintExpression(item: String, _ constraint: LegacyConfiguration.CustomConstraint) -> String {
        let relation = switch constraint.relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
        let first = "\(item).\(constraint.attribute.rawValue)Anchor"
        guard let target = constraint.target else {
            return "\(first).constraint(\(relation)Constant: \(number(constraint.constant)))"
        }
        let owner = switch target {
        case LegacyLayout.TargetName.mapView: "navMap"
        case LegacyLayout.TargetName.safeArea: "navMap.safeAreaLayoutGuide"
        case LegacyLayout.TargetName.layoutMargins: "navMap.layoutMarginsGuide"
        default: guideProperties[target] ?? target
        }
        let second = "\(owner).\((constraint.targetAttribute ?? constraint.attribute).rawValue)Anchor"
        let multiplier = constraint.multiplier == 1 ? "" : ", multiplier: \(number(constraint.multiplier))"
        return "\(first).constraint(\(relation): \(second)\(multiplier)\(Self.constant(constraint.constant)))"
    }

    // MARK: - Helpers

    func helpers() -> [String] {
        var lines = [
            "",
            "    /// Lays the current state out again after a property changed.",
            "    private func reapply() {",
        ] + restingReapply() + [
            "        guard let navMap, readyState != nil || guidanceState != nil else { return }",
            "        apply(navMap: navMap)",
            "    }",
            "",
            "    /// Takes down every view, guide and constraint the current state added.",
            "    private func tearDown(navMap: GMSMapView) {",
            "        NSLayoutConstraint.deactivate(constraints)",
            "        constraints = []",
            "        views.forEach { $0.removeFromSuperview() }",
            "        views = []",
            "        buttonStack.arrangedSubviews = []",
            "        guides.forEach { navMap.removeLayoutGuide($0) }",
            "        guides = []",
            "    }",
            "",
            "    /// Takes a prompt off the screen at once (guidance or navigation ended).",
            "    private func removePrompt() {",
            "        prompt?.removeFromSuperview()",
            "        prompt = nil",
            "        promptBottom = nil",
            "    }",
        ]
        if !usedGuides.isEmpty {
            lines += [
                "",
                "    /// Pins a stand-in guide between four anchors.",
                "    private func pin(",
                "        _ guide: UILayoutGuide, top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor,",
                "        leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor",
                "    ) -> [NSLayoutConstraint] {",
                "        [",
                "            guide.topAnchor.constraint(equalTo: top),",
                "            guide.bottomAnchor.constraint(equalTo: bottom),",
                "            guide.leadingAnchor.constraint(equalTo: leading),",
                "            guide.trailingAnchor.constraint(equalTo: trailing),",
                "        ]",
                "    }",
            ]
        }
        if let accessory = plan.accessory {
            let insetBottom: String = switch plan.base.paddingAdjustmentBehavior {
            case .always: "insets.bottom + \(paddingBottom)"
            case .automatic: "max(insets.bottom, \(paddingBottom))"
            case .never: paddingBottom
            }
            let withFooter = "insets.bottom + Self.etaCardContentHeight"
            let bottom = switch value(.footer) {
            case .on: withFooter
            case .off: insetBottom
            case .property(let name): "\(name) ? \(withFooter) : \(insetBottom)"
            }
            lines += [
                "",
                "    /// Whether the legacy layout showed the accessory: only with enough open map below it.",
                "    private func accessoryFits(navMap: GMSMapView) -> Bool {",
                "        let insets = navMap.safeAreaInsets",
                "        let bottom: CGFloat = \(bottom)",
                "        let headerBottom = insets.top + NavigationStyleValues.headerNominalHeight + \(accessoryHeight(accessory))",
                "        return navMap.bounds.height - bottom - headerBottom >= Self.accessoryMinimumOpenHeight",
                "    }",
            ]
        }
        return lines
    }

    /// `constraints += pin(guide, ...)` over a card, down to `bottom`.
    func pin(_ guide: String, card: String, bottom: String) -> [String] {
        [
            "constraints += pin(",
            "    \(guide), top: \(card).topAnchor, bottom: \(bottom), leading: \(card).leadingAnchor,",
            "    trailing: \(card).trailingAnchor)",
        ]
    }

    /// `constraints += pin(guide, ...)` against an item's edges.
    func pin(_ guide: String, area: String, top: String, bottom: String) -> String {
        "constraints += pin(\(guide), top: \(area).\(top)Anchor, bottom: \(area).\(bottom)Anchor, "
            + "leading: \(area).leadingAnchor, trailing: \(area).trailingAnchor)"
    }

    /// `, constant: 8` (nothing for zero).
    static func constant(_ value: Double) -> String {
        value == 0 ? "" : ", constant: \(number(value))"
    }

    /// Whole numbers without a fraction, others as Swift prints them.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return String(value)
    }
}
