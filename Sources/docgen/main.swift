import DocgenCLI
import DocgenSupport

// Process policy lives here: a docgen command ends with its work, so what a build read and made
// is left to the exit to free, and the system's transparent huge pages are turned off.
MemoryPolicy.stopTransparentHugePages()
ProcessCalls.exit(DocgenCommandLine(memory: .keptUntilExit).run(Array(CommandLine.arguments.dropFirst())))
