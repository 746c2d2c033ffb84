import LayoutModel

/// The layout of a state in the generated delegate: `apply(navMap:)` and
/// `layOutGuidance`, the legacy slots (docs/legacy-layout-model.md) as
/// constraints on the SDK's views, emitted only for what the screen uses.
extension DelegateEmitter {
    // MARK: - The layout of a state

    func layout() -> [String] {
        let guideList = (["mapArea"] + Self.guideProperties.sorted(by: { $0.value < $1.value }).filter { uses($0.key) && !standIns.contains($0.key) }.map(\.value))
            .joined(separator: ", ")
        var lines = [
            "",
            "    // MARK: - Layout",
            "",
            "    /// Lays out the current state from scratch, where the legacy layout put each slot.",
            "    private func apply(navMap: GMSMapView) {",
            "        tearDown(navMap: navMap)",
        ]
        if let accessory = plan.accessory {
            lines.append("        \(accessory.name)?.removeFromSuperview()  // added back below when the legacy layout showed it")
        }
        lines += [
            "        guard let logo = guidanceState?.googleLogo ?? readyState?.googleLogo,",
            "            let viewport = guidanceState?.viewport ?? readyState?.viewport",
            "        else { return }",
            "        guides = [\(guideList)]",
            "        guides.forEach { navMap.addLayoutGuide($0) }",
            "        views = [viewport, logo]",
        ]
        lines += paddingConstraints()
        lines += [
            "        // The open map reaches the bottom of the padded map unless a card or a prompt covers it.",
            "        let openBottom = viewport.bottomAnchor.constraint(equalTo: mapArea.bottomAnchor)",
            "        openBottom.priority = .defaultLow",
            "        constraints += [",
            "            openBottom,",
            "            viewport.bottomAnchor.constraint(lessThanOrEqualTo: mapArea.bottomAnchor),",
            "            viewport.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor),",
            "            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),",
            "            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),",
            "        ]",
        ]
        let compass = value(.compass)
        if case .off = compass {
            lines.append("        let buttonsTop = viewport.topAnchor")
        } else {
            lines += [
                "        var buttonsTop = viewport.topAnchor",
                "        let buttons = guidanceState?.buttons ?? readyState?.buttons ?? []",
                "        // The compass at the top trailing corner of the open map.",
                "        if \(compass.condition.map { "\($0), " } ?? "")let compass = buttons.first(where: { $0.type == .compass })?.view {",
                "            views.append(compass)",
                "            constraints += [",
                "                compass.topAnchor.constraint(equalTo: viewport.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),",
                "                compass.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),",
                "            ]",
                "            buttonsTop = compass.bottomAnchor",
                "        }",
            ]
        }
        lines += [
            "        if let guidance = guidanceState {",
            "            layOutGuidance(guidance, navMap: navMap, viewport: viewport, logo: logo, buttonsTop: buttonsTop)",
            "        } else {",
            "            constraints += [",
            "                viewport.topAnchor.constraint(equalTo: mapArea.topAnchor),",
            "                viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor),",
            "            ]",
        ]
        if uses(LegacyLayout.TargetName.headerGuide) { lines.append("            " + pin("headerGuide", area: "mapArea", top: "top", bottom: "top")) }
        if uses(LegacyLayout.TargetName.footerGuide) { lines.append("            " + pin("footerGuide", area: "mapArea", top: "bottom", bottom: "bottom")) }
        lines.append("        }")
        if uses(LegacyLayout.TargetName.alternateButtonsGuide) {
            lines.append("        " + pin("alternateButtonsGuide", area: "viewport", top: "bottom", bottom: "bottom"))
        }
        if uses(LegacyLayout.TargetName.buttonsGuide) {
            lines += [
                "        // The buttons guide: the footer's, or in wide mode a line along the open map's bottom.",
                "        if wideMode {",
                "            " + pin("buttonsGuide", area: "viewport", top: "bottom", bottom: "bottom"),
                "        } else {",
                "            " + pin("buttonsGuide", area: "footerGuide", top: "top", bottom: "bottom"),
                "        }",
            ]
        }
        if !plan.base.customItems.isEmpty { lines.append("        layOutCustomViews(navMap: navMap)") }
        lines += [
            "        views.forEach { navMap.addSubview($0) }",
            "        // Added again, the views come to the front: a prompt on screen stays above them.",
            "        if let prompt { navMap.bringSubviewToFront(prompt) }",
            "        NSLayoutConstraint.activate(constraints)",
            "    }",
        ]
        return lines
    }

    /// A padding edge as Swift: its property, or the constant.
    func padding(_ edge: WritableKeyPath<EdgeInsets, Double>) -> String {
        plan.runtimePaddings.first { $0.edge.keyPath == edge }.map(\.edge.propertyName)
            ?? Self.number(plan.base.padding[keyPath: edge])
    }

    /// The bottom padding as Swift.
    var paddingBottom: String { padding(\.bottom) }

    /// `constraints = [...]` for the padded area (`mapArea`, or `area` into
    /// `list`), per `paddingAdjustmentBehavior`.
    func paddingConstraints(area: String = "mapArea", into list: String = "constraints") -> [String] {
        let padding = plan.base.padding
        let behavior = plan.base.paddingAdjustmentBehavior
        let spelled = "UIEdgeInsets(top: \(self.padding(\.top)), left: \(self.padding(\.left)), "
            + "bottom: \(paddingBottom), right: \(self.padding(\.right)))"
        var lines = ["        // The legacy padding, \(spelled) with `.\(behavior.rawValue)` adjustment."]
        if behavior != .never { lines.append("        let safeArea = navMap.safeAreaLayoutGuide") }
        var sides = [("leading", Self.constant(padding.left)), ("trailing", Self.constant(-padding.right))]
        if plan.runtimePaddings.contains(where: \.edge.isHorizontal) {
            lines += [
                "        // The legacy padding was physical: its left and right kept their sides in",
                "        // right-to-left layouts, so the sides follow the layout direction here. The",
                "        // team may prefer the padding on the trailing side always (then drop the swap).",
                "        let rightToLeft = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft",
                "        let leadingPadding: CGFloat = rightToLeft ? \(self.padding(\.right)) : \(self.padding(\.left))",
                "        let trailingPadding: CGFloat = rightToLeft ? \(self.padding(\.left)) : \(self.padding(\.right))",
            ]
            sides = [("leading", ", constant: leadingPadding"), ("trailing", ", constant: -trailingPadding")]
        }
        let edges: [(String, String)] = [
            ("top", runtimeConstant(\.top, sign: "") ?? Self.constant(padding.top)),
            ("bottom", runtimeConstant(\.bottom, sign: "-") ?? Self.constant(-padding.bottom)),
        ] + sides
        switch behavior {
        case .always, .never:
            let base = behavior == .always ? "safeArea" : "navMap"
            lines.append("        \(list) = [")
            for (edge, constant) in edges {
                lines.append("            \(area).\(edge)Anchor.constraint(equalTo: \(base).\(edge)Anchor\(constant)),")
            }
            lines.append("        ]")
        case .automatic:
            // Per edge the larger of the padding and the safe-area inset: the
            // guide is held inside both and pulled out to the nearer one (above
            // the open map's own low-priority pull, so the two never tie).
            lines.append("        \(list) = []")
            for (edge, constant) in edges {
                let inward = edge == "top" || edge == "leading" ? "greaterThanOrEqualTo" : "lessThanOrEqualTo"
                lines += [
                    "        let \(edge)Pull = \(area).\(edge)Anchor.constraint(equalTo: navMap.\(edge)Anchor)",
                    "        \(edge)Pull.priority = .defaultHigh",
                    "        \(list) += [",
                    "            \(edge)Pull,",
                    "            \(area).\(edge)Anchor.constraint(\(inward): safeArea.\(edge)Anchor),",
                    "            \(area).\(edge)Anchor.constraint(\(inward): navMap.\(edge)Anchor\(constant)),",
                    "        ]",
                ]
            }
        }
        return lines
    }

    /// `, constant: <sign><property>` for an edge computed at run time.
    private func runtimeConstant(_ edge: WritableKeyPath<EdgeInsets, Double>, sign: String) -> String? {
        plan.runtimePaddings.first { $0.edge.keyPath == edge }.map { ", constant: \(sign)\($0.edge.propertyName)" }
    }

    func guidanceLayout() -> [String] {
        let header = value(.header)
        let footer = value(.footer)
        var lines = [
            "",
            "    /// Active guidance: the cards, the accessory, the speed widget, the trip",
            "    /// progress bar and the reporting button around the open map.",
            "    private func layOutGuidance(",
            "        _ guidance: ActiveGuidanceUIState, navMap: GMSMapView, viewport: UIView, logo: UIView,",
            "        buttonsTop: NSLayoutYAxisAnchor",
            "    ) {",
            "        let safeArea = navMap.safeAreaLayoutGuide",
            "        let speedWidget = guidance.speedWidget",
            "        views.append(speedWidget)",
            "        constraints += [",
            "            speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: NavigationStyleValues.buttonHorizontalPadding),",
            "            speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),",
            "        ]",
            "        if wideMode {",
            "            // Wide mode: the cards go along the leading edge and the open map beside them.",
            "            let openLeading = viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor)",
            "            openLeading.priority = .defaultLow",
            "            constraints += [",
            "                openLeading,",
            "                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: mapArea.leadingAnchor),",
            "                viewport.topAnchor.constraint(equalTo: mapArea.topAnchor),",
            "            ]",
            "        } else {",
            "            constraints.append(viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor))",
            "        }",
        ]
        if case .off = header {
            lines.append("        let headerBottom = mapArea.topAnchor")
            if uses(LegacyLayout.TargetName.headerGuide) {
                lines.append("        " + pin("headerGuide", area: "mapArea", top: "top", bottom: "top"))
            }
        } else if header.condition == nil {
            lines += turnCardLines(declaringHeaderBottom: true).map { "        " + $0 }
        } else {
            lines += ["        var headerBottom = mapArea.topAnchor"]
            lines += conditional(
                header, indent: "        ", body: turnCardLines(declaringHeaderBottom: false), otherwise: headerGuideWhenHidden())
        }
        lines += [
            "        if !wideMode {",
            "            // Frame the camera below the turn card (and its accessory).",
            "            constraints.append(viewport.topAnchor.constraint(equalTo: headerBottom))",
            "        }",
        ]
        if case .off = footer {
            if uses(LegacyLayout.TargetName.footerGuide) {
                lines.append("        " + pin("footerGuide", area: "mapArea", top: "bottom", bottom: "bottom"))
            }
        } else {
            lines += conditional(footer, indent: "        ", body: etaCardLines(), otherwise: footerGuideWhenHidden())
        }
        lines += [
            "        if let prompt {",
            "            if wideMode {",
            "                constraints.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: prompt.trailingAnchor))",
            "            } else {",
            "                constraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))",
            "            }",
            "        }",
        ]
        lines += tripProgressBarLines() + reportingButtonLines()
        lines.append("    }")
        return lines
    }

    /// `body` under `if <property> {`, `body` alone when always on.
    func conditional(_ value: Switch, indent: String, body: [String], otherwise: [String]) -> [String] {
        guard let condition = value.condition else { return body.map { indent + $0 } }
        var lines = ["\(indent)if \(condition) {"] + body.map { indent + "    " + $0 }
        if !otherwise.isEmpty { lines += ["\(indent)} else {"] + otherwise.map { indent + "    " + $0 } }
        return lines + ["\(indent)}"]
    }

    /// The turn card (and accessory); `headerBottom` is declared here when
    /// the card always shows, assigned otherwise.
    func turnCardLines(declaringHeaderBottom: Bool) -> [String] {
        let declaration = declaringHeaderBottom ? (plan.accessory == nil ? "let " : "var ") : ""
        var lines = [
            "let turnCard = guidance.turnCard",
            "views.append(turnCard)",
            "constraints += [",
            "    turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),",
            "    turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "]",
            "\(declaration)headerBottom = turnCard.bottomAnchor",
        ]
        if let accessory = plan.accessory {
            lines += [
                "if let accessory = \(accessory.name), accessoryFits(navMap: navMap) {",
                "    views.append(accessory)",
                "    constraints += [",
                "        accessory.topAnchor.constraint(equalTo: turnCard.bottomAnchor),",
                "        accessory.leadingAnchor.constraint(equalTo: turnCard.leadingAnchor),",
                "        accessory.trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),",
                "        accessory.heightAnchor.constraint(equalToConstant: \(accessoryHeight(accessory))),",
                "    ]",
                "    headerBottom = accessory.bottomAnchor",
                "}",
            ]
        }
        lines += [
            "if wideMode {",
            "    constraints.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor))",
            "}",
        ]
        if uses(LegacyLayout.TargetName.headerGuide) { lines += pin("headerGuide", card: "turnCard", bottom: "headerBottom") }
        return lines
    }

    func headerGuideWhenHidden() -> [String] {
        uses(LegacyLayout.TargetName.headerGuide) ? [pin("headerGuide", area: "mapArea", top: "top", bottom: "top")] : []
    }

    func etaCardLines() -> [String] {
        var lines = [
            "let etaCard = guidance.etaCard",
            "views.append(etaCard)",
            "constraints += [",
            "    etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),",
            "    etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "]",
            "if wideMode {",
            "    constraints.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor))",
            "} else {",
            "    constraints += [",
            "        viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),",
            "        speedWidget.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),",
            "    ]",
            "}",
        ]
        if uses(LegacyLayout.TargetName.footerGuide) { lines += pin("footerGuide", card: "etaCard", bottom: "etaCard.bottomAnchor") }
        return lines
    }

    func footerGuideWhenHidden() -> [String] {
        uses(LegacyLayout.TargetName.footerGuide) ? [pin("footerGuide", area: "mapArea", top: "bottom", bottom: "bottom")] : []
    }

    func tripProgressBarLines() -> [String] {
        let bar = value(.tripProgressBar)
        if case .off = bar { return [] }
        let body = [
            "// The trip progress bar along the trailing edge of the open map.",
            "let tripProgressBar = guidance.tripProgressBar",
            "views.append(tripProgressBar)",
            "constraints += [",
            "    tripProgressBar.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor),",
            "    tripProgressBar.topAnchor.constraint(equalTo: viewport.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),",
            "    tripProgressBar.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),",
            "]",
        ]
        return conditional(bar, indent: "        ", body: body, otherwise: [])
    }

    func reportingButtonLines() -> [String] {
        let reporting = value(.reportIncidentButton)
        if case .off = reporting { return [] }
        // A custom buttons guide holds the buttons in its bottom trailing corner;
        // in wide mode a custom alternate guide does, when there is one.
        let buttonsGuide = plan.runtimeButtonsGuide.map { "(\($0.propertyName) ? \($0.guide) : nil)" } ?? plan.base.buttonsLayoutGuide
        let guide = plan.base.alternateButtonsLayoutGuide.map { "(wideMode ? \($0) : \(buttonsGuide ?? "nil"))" } ?? buttonsGuide
        let bottom = guide.map { "(\($0)?.bottomAnchor ?? viewport.bottomAnchor)" } ?? "viewport.bottomAnchor"
        let trailing = guide.map { "(\($0)?.trailingAnchor ?? mapArea.trailingAnchor)" } ?? "mapArea.trailingAnchor"
        let condition = reporting.condition.map { "\($0), " } ?? ""
        return [
            "        // The reporting button at the bottom trailing corner, in the hiding stack.",
            "        if \(condition)let reporting = guidance.buttons.first(where: { $0.type == .reporting })?.view {",
            "            buttonStack.arrangedSubviews = [reporting]",
            "            views.append(buttonStack)",
            "            constraints += [",
            "                buttonStack.topAnchor.constraint(equalTo: buttonsTop, constant: NavigationStyleValues.buttonVerticalPadding),",
            "                buttonStack.trailingAnchor.constraint(equalTo: \(trailing), constant: -NavigationStyleValues.buttonHorizontalPadding),",
            "                buttonStack.bottomAnchor.constraint(equalTo: \(bottom), constant: -NavigationStyleValues.buttonVerticalPadding),",
            "            ]",
            "        }",
        ]
    }
}
