// SwiftUIShim.swift
//
// The navigation sample builds on CI images without SwiftUI, so this file
// vendors the tiny slice of SwiftUI the trip panels use. Production builds
// delete this file and `import SwiftUI` instead; keep the API spelled the same.

import UIKit

/// A piece of declarative UI.
@MainActor
protocol View {
    /// Renders the view into a UIKit view (the shim's stand-in for SwiftUI's renderer).
    func makeUIView() -> UIView
}

@resultBuilder
enum ViewBuilder {
    static func buildBlock(_ components: any View...) -> [any View] { components }
}

struct Text: View {
    let content: String
    var isEmphasized = false

    init(_ content: String) { self.content = content }

    func bold() -> Text {
        var copy = self
        copy.isEmphasized = true
        return copy
    }

    func makeUIView() -> UIView {
        let label = UILabel()
        label.text = content
        label.font = isEmphasized ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}

enum HorizontalAlignment { case leading, center, trailing }

struct VStack: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat
    let children: [any View]

    init(alignment: HorizontalAlignment = .center, spacing: CGFloat = 8, @ViewBuilder content: () -> [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }

    func makeUIView() -> UIView {
        let stack = UIStackView(arrangedSubviews: children.map { $0.makeUIView() })
        stack.axis = .vertical
        stack.spacing = spacing
        switch alignment {
        case .leading: stack.alignment = .leading
        case .center: stack.alignment = .center
        case .trailing: stack.alignment = .trailing
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }
}

/// Hosts a `View` in a UIKit hierarchy, like SwiftUI's `UIHostingController`.
class UIHostingController<Content: View>: UIViewController {
    var rootView: Content

    init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func loadView() {
        let container = UIView()
        container.backgroundColor = .systemBackground
        let content = rootView.makeUIView()
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(lessThanOrEqualTo: container.layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(lessThanOrEqualTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        view = container
    }
}
