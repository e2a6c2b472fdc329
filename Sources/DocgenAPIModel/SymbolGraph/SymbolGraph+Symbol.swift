extension SymbolGraph {
    /// One node: a declaration, with the mixins swiftc writes for it.
    package struct Symbol: Codable, Sendable, Hashable {
        package struct Identifier: Codable, Sendable, Hashable {
            package var precise: String
            package var interfaceLanguage: String?

            package init(precise: String, interfaceLanguage: String? = "swift") {
                self.precise = precise
                self.interfaceLanguage = interfaceLanguage
            }
        }

        package struct KindInfo: Codable, Sendable, Hashable {
            package var identifier: Kind
            package var displayName: String?

            package init(identifier: Kind, displayName: String? = nil) {
                self.identifier = identifier
                self.displayName = displayName ?? identifier.displayName
            }
        }

        package struct Names: Codable, Sendable, Hashable {
            package var title: String
            package var navigator: [Fragment]?
            package var subHeading: [Fragment]?
            package var prose: String?

            package init(title: String, navigator: [Fragment]? = nil, subHeading: [Fragment]? = nil, prose: String? = nil) {
                self.title = title
                self.navigator = navigator
                self.subHeading = subHeading
                self.prose = prose
            }
        }

        package struct FunctionSignature: Codable, Sendable, Hashable {
            package struct Parameter: Codable, Sendable, Hashable {
                /// The argument label, or the parameter's name when it has no label.
                package var name: String
                package var internalName: String?
                package var declarationFragments: [Fragment]?

                package init(name: String, internalName: String? = nil, declarationFragments: [Fragment]? = nil) {
                    self.name = name
                    self.internalName = internalName
                    self.declarationFragments = declarationFragments
                }
            }

            package var parameters: [Parameter]?
            package var returns: [Fragment]?

            package init(parameters: [Parameter]? = nil, returns: [Fragment]? = nil) {
                self.parameters = parameters
                self.returns = returns
            }
        }

        package struct Generics: Codable, Sendable, Hashable {
            package struct Parameter: Codable, Sendable, Hashable {
                package var name: String
                package var index: Int
                package var depth: Int

                package init(name: String, index: Int, depth: Int) {
                    self.name = name
                    self.index = index
                    self.depth = depth
                }
            }

            package var parameters: [Parameter]?
            package var constraints: [Constraint]?

            package init(parameters: [Parameter]? = nil, constraints: [Constraint]? = nil) {
                self.parameters = parameters
                self.constraints = constraints
            }
        }

        /// Set on a member of an extension: the extended type's module and kind, and the
        /// extension's `where` clause.
        package struct Extension: Codable, Sendable, Hashable {
            package var extendedModule: String
            package var typeKind: Kind?
            package var constraints: [Constraint]?

            package init(extendedModule: String, typeKind: Kind? = nil, constraints: [Constraint]? = nil) {
                self.extendedModule = extendedModule
                self.typeKind = typeKind
                self.constraints = constraints
            }
        }

        /// One domain's availability (`domain` is `iOS`, `macOS`, `*`, `Swift`…).
        package struct Availability: Codable, Sendable, Hashable {
            package var domain: String?
            package var introduced: SemanticVersion?
            package var deprecated: SemanticVersion?
            package var obsoleted: SemanticVersion?
            package var message: String?
            package var renamed: String?
            package var isUnconditionallyDeprecated: Bool?
            package var isUnconditionallyUnavailable: Bool?

            package init(domain: String?, introduced: SemanticVersion? = nil, deprecated: SemanticVersion? = nil,
                         obsoleted: SemanticVersion? = nil, message: String? = nil, renamed: String? = nil,
                         isUnconditionallyDeprecated: Bool? = nil, isUnconditionallyUnavailable: Bool? = nil) {
                self.domain = domain
                self.introduced = introduced
                self.deprecated = deprecated
                self.obsoleted = obsoleted
                self.message = message
                self.renamed = renamed
                self.isUnconditionallyDeprecated = isUnconditionallyDeprecated
                self.isUnconditionallyUnavailable = isUnconditionallyUnavailable
            }
        }

        /// Where it is declared: `uri` a `file://` URL, line and character from 0.
        package struct Location: Codable, Sendable, Hashable {
            package struct Position: Codable, Sendable, Hashable {
                package var line: Int
                package var character: Int

                package init(line: Int, character: Int) {
                    self.line = line
                    self.character = character
                }
            }

            package var uri: String
            package var position: Position

            package init(uri: String, position: Position) {
                self.uri = uri
                self.position = position
            }
        }

        package var identifier: Identifier
        package var kind: KindInfo
        package var pathComponents: [String]
        package var names: Names
        package var functionSignature: FunctionSignature?
        package var swiftGenerics: Generics?
        package var swiftExtension: Extension?
        package var declarationFragments: [Fragment]?
        package var accessLevel: String?
        package var availability: [Availability]?
        package var location: Location?
        /// docgen's own key, which swiftc never writes: a declaration only a build with these
        /// custom conditions set has (`#if SQLITE_HAS_CODEC`). Its name is known, nothing more.
        package var docgenBuildConditions: [String]?

        package init(identifier: Identifier, kind: KindInfo, pathComponents: [String], names: Names,
                     functionSignature: FunctionSignature? = nil, swiftGenerics: Generics? = nil, swiftExtension: Extension? = nil,
                     declarationFragments: [Fragment]? = nil, accessLevel: String? = nil, availability: [Availability]? = nil,
                     location: Location? = nil, docgenBuildConditions: [String]? = nil) {
            self.identifier = identifier
            self.kind = kind
            self.pathComponents = pathComponents
            self.names = names
            self.functionSignature = functionSignature
            self.swiftGenerics = swiftGenerics
            self.swiftExtension = swiftExtension
            self.declarationFragments = declarationFragments
            self.accessLevel = accessLevel
            self.availability = availability
            self.location = location
            self.docgenBuildConditions = docgenBuildConditions
        }

        /// The declaration as Swift source text.
        package var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined()
        }
    }
}
