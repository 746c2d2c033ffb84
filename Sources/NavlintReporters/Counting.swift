extension Int {
    /// `1 warning`, `2 warnings`: counts in summaries read as English.
    func counting(_ noun: String) -> String {
        self == 1 ? "1 \(noun)" : "\(self) \(noun)s"
    }
}
