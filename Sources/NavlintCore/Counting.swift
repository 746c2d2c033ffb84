extension Int {
    /// `1 warning`, `2 warnings`: counts in summaries and reports read as English.
    public func counting(_ noun: String) -> String {
        self == 1 ? "1 \(noun)" : "\(self) \(noun)s"
    }
}
