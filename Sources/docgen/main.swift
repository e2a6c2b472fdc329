import DocgenCLI
import FoundationEssentials
import Glibc

exit(DocgenCommandLine().run(Array(CommandLine.arguments.dropFirst())))
