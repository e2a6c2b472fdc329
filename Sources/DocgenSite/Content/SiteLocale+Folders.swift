import DocgenSupport

extension SiteLocale {
    /// The site's locales: from the config when it lists them, else from the folders; the
    /// default locale first. A folder that is not a locale is an error.
    public static func resolve(config: SiteConfig, folders: [String]) throws(DiagnosticsError) -> [SiteLocale] {
        var problems: [Diagnostic] = []
        let configured = config.locales
        for folder in folders {
            // Without a config, a folder is named as a tag is written (`zh-Hant`, `pt-BR`) or in lower case.
            let known = configured.map { $0.contains { $0.code == folder } } ?? (SiteLocale.knownNames[folder.lowercased()] != nil)
            if !known {
                let list = configured.map { $0.map(\.code) } ?? SiteLocale.knownNames.keys.sorted()
                problems.append(.error(.inputUnknownLocale,
                                       "'\(folder)' is not a locale of this site (\(list.joined(separator: ", "))); add it to 'locales' in \(SiteConfig.fileName) or rename the folder",
                                       file: "\(ContentTree.folderName)/\(folder)"))
            }
        }
        if !folders.contains(config.defaultLocale) {
            problems.append(.error(.inputNoDefaultLocale,
                                   "no '\(ContentTree.folderName)/\(config.defaultLocale)' folder for the default locale '\(config.defaultLocale)'",
                                   file: ContentTree.folderName))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var locales = configured ?? folders.map { SiteLocale(code: $0) }
        if let i = locales.firstIndex(where: { $0.code == config.defaultLocale }), i != 0 {
            locales.insert(locales.remove(at: i), at: 0)
        }
        return locales
    }
}
