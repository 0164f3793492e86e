// The harness's contract with the grader (`CheckResult`, the records, the invocation) is declared once, in
// QuestProtocol; check authors name `CheckResult` through `import QuestChecks`, as before.
@_exported public import QuestProtocol
