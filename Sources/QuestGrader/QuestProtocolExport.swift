// What the grader shares with the launcher and the harness (`CheckResult`, `SandboxStatus`, …) is declared once, in
// QuestProtocol; clients of QuestGrader name those types through `import QuestGrader`, as before.
@_exported public import QuestProtocol
