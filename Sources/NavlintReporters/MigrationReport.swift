import NavlintCore

/// What one `navlint fix` or `navlint generate` run did, screen by screen:
/// the data of the migration report (`--reporter html:FILE`, `json:FILE`),
/// so a team migrating many screens sees on one page what changed and what
/// is left. Plain data with its collections sorted (screens by name, files by
/// path, uses by location), so the same run always writes the same report.
///
/// The JSON form is this type encoded; its keys are the schema and stay
/// stable (`version` changes when they do). Pictures are left out of it: it
/// names the moments drawn, the HTML page shows them.
public struct MigrationReport: Codable, Hashable, Sendable {
    /// The schema version of the JSON form.
    public static let currentVersion = 1
    /// The `--reporter` names a migration report can take.
    public static let formats = ["html", "json"]

    public enum Command: String, Codable, Hashable, Sendable {
        case fix, generate
    }

    /// Where a screen ended up.
    public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// `fix`: on its delegate, no legacy use left.
        case migrated
        /// `fix`: on its delegate, with legacy uses left (each with its reason).
        case partlyMigrated = "partly-migrated"
        /// `fix`: not migrated, none of its files changed (the reasons say why).
        case refused
        /// `fix`: migrated in memory, but its files could not be written.
        case notWritten = "not-written"
        /// `generate`: its delegate was written.
        case generated
        /// `generate`: no delegate (the reasons say why).
        case notGenerated = "not-generated"
        /// `generate`: not a screen a layout delegate applies to (CarPlay).
        case skipped

        /// How the page says it.
        public var label: String {
            switch self {
            case .migrated: "migrated"
            case .partlyMigrated: "partly migrated"
            case .refused: "refused"
            case .notWritten: "not written"
            case .generated: "generated"
            case .notGenerated: "not generated"
            case .skipped: "skipped"
            }
        }
    }

    /// A legacy use still in the code, and why.
    public struct LeftUse: Codable, Hashable, Sendable, Comparable {
        public var location: SourceLocation
        public var ruleID: String
        public var reason: String

        public init(location: SourceLocation, ruleID: String, reason: String) {
            self.location = location
            self.ruleID = ruleID
            self.reason = reason
        }

        public static func < (lhs: LeftUse, rhs: LeftUse) -> Bool {
            (lhs.location, lhs.ruleID, lhs.reason) < (rhs.location, rhs.ruleID, rhs.reason)
        }
    }

    /// One moment drawn both ways: the legacy layout and the delegate's.
    /// Only the moment is encoded; the SVGs are for the HTML page.
    public struct BeforeAfter: Codable, Hashable, Sendable {
        /// The scenario (`phonePortrait-ltr-speed.both-prompt`).
        public var scenario: String
        /// The step's event (`startGuidance`).
        public var step: String
        public var legacySVG: String = ""
        public var delegateSVG: String = ""

        enum CodingKeys: String, CodingKey {
            case scenario, step
        }

        public init(scenario: String, step: String, legacySVG: String, delegateSVG: String) {
            self.scenario = scenario
            self.step = step
            self.legacySVG = legacySVG
            self.delegateSVG = delegateSVG
        }
    }

    public struct Screen: Codable, Hashable, Sendable {
        public var name: String
        public var status: Status
        /// Why it was refused, not generated, skipped or not written.
        public var reasons: [String]
        /// Legacy uses it left, sorted.
        public var left: [LeftUse]
        /// Legacy uses rewritten (`fix`) or covered by the delegate (`generate`).
        public var fixedUses: Int
        /// Its delegate's path, when it has one.
        public var delegate: String?
        /// The files its migration edits (their diffs are in `files`), sorted.
        public var editedFiles: [String]
        /// The legacy variant drawn (the first the delegate records).
        public var pictureVariant: String?
        /// Before/after pictures, in `MigrationReport.moments` order.
        public var pictures: [BeforeAfter]

        public init(
            name: String, status: Status, reasons: [String] = [], left: [LeftUse] = [], fixedUses: Int = 0,
            delegate: String? = nil, editedFiles: [String] = [], pictureVariant: String? = nil, pictures: [BeforeAfter] = []
        ) {
            self.name = name
            self.status = status
            self.reasons = reasons
            self.left = left.sorted()
            self.fixedUses = fixedUses
            self.delegate = delegate
            self.editedFiles = editedFiles.sorted()
            self.pictureVariant = pictureVariant
            self.pictures = pictures
        }
    }

    /// One file the run creates or edits, as a unified diff.
    public struct FileChange: Codable, Hashable, Sendable {
        public var path: String
        /// A new file (a delegate), rather than an edited one.
        public var created: Bool
        /// Whether it reached the disk (`false` on a dry run, or when its unit could not be written).
        public var written: Bool
        public var diff: String

        public init(path: String, created: Bool, written: Bool, diff: String) {
            self.path = path
            self.created = created
            self.written = written
            self.diff = diff
        }
    }

    /// A moment the pictures show, and why it was chosen.
    public struct Moment: Codable, Hashable, Sendable {
        public var scenario: String
        public var step: String
        public var why: String

        public init(scenario: String, step: String, why: String) {
            self.scenario = scenario
            self.step = step
            self.why = why
        }
    }

    public var version = MigrationReport.currentVersion
    public var command: Command
    /// `fix --dry-run`: nothing was written.
    public var dryRun: Bool
    public var screens: [Screen]
    public var files: [FileChange]
    /// Legacy uses no screen reaches, sorted.
    public var outsideScreens: [LeftUse]
    public var moments: [Moment]
    /// The CSS the pictures' classes need (`SVGRenderer.styleSheet`), once
    /// per page; not part of the JSON.
    public var pictureStyles = ""

    enum CodingKeys: String, CodingKey {
        case version, command, dryRun, screens, files, outsideScreens, moments
    }

    public init(
        command: Command, dryRun: Bool = false, screens: [Screen], files: [FileChange], outsideScreens: [LeftUse] = [],
        moments: [Moment] = [], pictureStyles: String = ""
    ) {
        self.command = command
        self.dryRun = dryRun
        self.screens = screens.sorted { $0.name < $1.name }
        self.files = files.sorted { $0.path < $1.path }
        self.outsideScreens = outsideScreens.sorted()
        self.moments = moments
        self.pictureStyles = pictureStyles
    }

    /// The report as `--reporter NAME` asks: `html` or `json`.
    public func render(format: String) throws(ReportError) -> String {
        switch format {
        case "html": MigrationHTMLReporter().render(self)
        case "json": try JSONOutput.encode(self, reporter: "json")
        default: throw .unknownReporter(name: format, validNames: Self.formats)
        }
    }
}
