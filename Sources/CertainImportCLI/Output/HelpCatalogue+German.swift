extension HelpCatalogue {
    static let german: [String: String] = [:]
}
