import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.swift.unknown-override`: a method a sample's subclass of a model class writes with
/// `override` that no class of the model declares as written.
///
/// Open classes an app subclasses (a test spec, a configuration hook, a view controller) are
/// used by overriding their methods; when the SDK renames a label or turns an instance method
/// into a class method, the guide's `override` overrides nothing and the app does not compile.
/// A method is judged when the model declares the base name in the class or a model class it
/// inherits (`configure(configuration:)` where the model has `configure(_:)`), or when every
/// superclass on the way is the model's (nothing outside could declare it). A subclass of an
/// outside class (`UIViewController`, `XCTestCase`) through the model's may override what that
/// class declares (`viewDidLoad()`), and is left alone for base names the model lacks.
struct SampleOverrideRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String

    func check(into judgement: inout SampleJudgement) {
        let index = inference.index
        for (position, type) in inference.code.types.enumerated() where type.kind == .class && !type.hasError {
            guard let written = type.inherited.first?.shape.path, let superclass = modelClass(written, index: index) else { continue }
            for member in type.members where member.kind == .function && !member.hasError {
                guard let location = member.overrideLocation else { continue }
                let baseName = String(member.name.prefix { $0 != "(" })
                let key = "override:\(position):\(member.isStatic ? "static " : "")\(member.name)"
                // Only a class's methods can be overridden; a protocol extension's cannot.
                let declared = index.members(baseName, of: superclass, roles: [.method, .staticMethod])
                    .filter { index.entry($0.owner)?.kind == .class }
                let sameName = declared.filter { $0.member.name == member.name }
                if sameName.contains(where: { isStatic($0.member) == member.isStatic }) {
                    judgement.accept(key)
                    continue
                }
                if let other = sameName.first {
                    let kind = isStatic(other.member) ? "a class method" : "an instance method"
                    judgement.report(key, .error(
                        .swiftUnknownOverride,
                        "'\(member.name)' is \(kind) of \(other.owner) in \(model.name); this override \(member.isStatic ? "of a class method" : "of an instance method") overrides nothing",
                        file: file, at: locator.place(location), notes: [SampleDeclarationNote.declared(other.member, in: model)],
                        fix: .init(message: isStatic(other.member) ? "write 'override class func \(baseName)'" : "write 'override func \(baseName)', without 'class'")))
                    continue
                }
                if declared.isEmpty {
                    // An outside superclass on the way may declare it.
                    if index.inheritsOutsideClass(superclass) { continue }
                    judgement.report(key, .error(
                        .swiftUnknownOverride,
                        "'\(member.name)' overrides nothing: neither \(superclass) nor a class it inherits declares a method '\(baseName)' in \(model.name)",
                        file: file, at: locator.place(location), fix: .init(message: "remove 'override', or override a method \(superclass) declares")))
                    continue
                }
                guard let nearest = declared.enumerated().min(by: { a, b in
                    (EditDistance.between(a.element.member.name, member.name), a.offset) < (EditDistance.between(b.element.member.name, member.name), b.offset)
                })?.element else { continue }
                judgement.report(key, .error(
                    .swiftUnknownOverride,
                    "'\(member.name)' overrides nothing: \(nearest.owner) in \(model.name) declares '\(nearest.member.name)'",
                    file: file, at: locator.place(location), notes: [SampleDeclarationNote.declared(nearest.member, in: model)],
                    fix: .init(message: "override '\(nearest.member.name)' as declared")))
            }
        }
    }

    /// The model class a written superclass names, through the model's typealiases.
    private func modelClass(_ path: [String], index: SampleTypeIndex) -> String? {
        var name = index.typeName(path, inside: nil)
        for _ in 0..<4 {
            guard let current = name, let entry = index.entry(current) else { return nil }
            if entry.kind == .class { return current }
            guard entry.kind == .typealias, let target = entry.aliasTarget, let targetPath = index.shape(target).path else { return nil }
            name = index.typeName(targetPath, inside: nil)
        }
        return nil
    }

    private func isStatic(_ member: APISurfaceMember) -> Bool {
        SampleTypeIndex.role(of: member) == .staticMethod
    }
}
