import CLinux
import Foundation
import QuestCLI

quest_tune_allocator()
exit(Quest.main(CommandLine.arguments))
