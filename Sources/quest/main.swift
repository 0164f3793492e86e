import Foundation
import QuestCLI

exit(Quest.main(CommandLine.arguments))
