import DocgenSupport
/// Builds a `SourceModel` from a plan: every file parsed once, in parallel, with `#if`
/// evaluated for the plan's platform and each module's defines; then the modules resolved
/// together (extensions, isolation, conformances, protocol defaults).
package enum SourceModelReader {
    /// The model of `root` (see `SourcePlan.make` for the parameters and the errors).
    package static func read(root: String, platform: String = "ios", modules: [String] = []) throws(DiagnosticsError) -> SourceModel {
        read(try SourcePlan.make(root: root, platform: platform, modules: modules))
    }

    /// The model of a plan's files. Problems in files (syntax errors, `#if` conditions that
    /// cannot be evaluated) come back as warnings with the model.
    package static func read(_ plan: SourcePlan) -> SourceModel {
        let packageModules = Set(plan.packageModules)
        struct Job: Sendable {
            var module: Int
            var file: SourcePlan.File
            var configuration: SourceBuildConfiguration
            var moduleName: String
        }
        var jobs: [Job] = []
        for (index, module) in plan.modules.enumerated() {
            // `#if canImport(X)` holds for the package's own modules and for what the target
            // depends on (`.product(name: "CustomDump", package: …)`), as SwiftPM builds it.
            let configuration = SourceBuildConfiguration(platform: plan.platform, customConditions: Set(module.defines),
                                                         packageModules: packageModules.union(module.dependencies))
            for file in module.files { jobs.append(Job(module: index, file: file, configuration: configuration, moduleName: module.name)) }
        }
        let collected = jobs.parallelMap(weight: { $0.file.bytes.count }) { job in
            DeclarationCollector.collect(source: job.file.bytes, file: job.file.path, module: job.moduleName, configuration: job.configuration)
        }
        var inputs = plan.modules.map { SourceModuleResolver.ModuleInput(name: $0.name, files: [], dependencies: $0.dependencies) }
        var diagnostics = plan.diagnostics
        for (job, file) in zip(jobs, collected) {
            inputs[job.module].files.append(file)
            diagnostics += file.diagnostics
        }
        let modules = SourceModuleResolver.resolve(inputs, packageModules: packageModules, frameworks: plan.platform.frameworks)
        return SourceModel(root: plan.root, platform: plan.platform, modules: modules, diagnostics: diagnostics)
    }
}
