import DocgenCLI
import Foundation

exit(DocgenCommandLine().run(Array(CommandLine.arguments.dropFirst())))
