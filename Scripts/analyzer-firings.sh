#!/usr/bin/env bash
# How often each analyzer rule fires over real learner code: the QuestUI corpus (Tests/QuestUITests/Corpus and
# HeldOut) and the 47 lesson-22 submissions (Tests/Submissions, correct and wrong), with the real quest binary.
#   Scripts/analyzer-firings.sh QUEST_BINARY [FIRINGS_FILE]
# Prints a table (rule, kind, firings, files) and writes every firing, one per line, to FIRINGS_FILE (for reading a
# sample for false positives; default: a temporary file, named at the end).
set -uo pipefail
cd "$(dirname "$0")/.."
quest="${1:?usage: Scripts/analyzer-firings.sh QUEST_BINARY [FIRINGS_FILE]}"
firings="${2:-$(mktemp)}"
: >"$firings"
folders=(Tests/QuestUITests/Corpus Tests/QuestUITests/HeldOut)
for submission in Tests/Submissions/*/ Tests/Submissions/wrong/*/; do
    [[ "$submission" == Tests/Submissions/wrong/ ]] && continue
    folders+=("${submission%/}")
done
for folder in "${folders[@]}"; do
    "$quest" analyze "$folder" | grep -E '^  [^ ].*: (essential|actionable|informative|celebratory): ' \
        | sed -e 's/^  //' -e "s|^|$folder/|" >>"$firings"
done
echo "${#folders[@]} folders ($(find "${folders[@]}" -name '*.swift' | wc -l) Swift files)"
printf '%-28s %-12s %8s %6s\n' rule kind firings files
"$quest" analyze --rules | while read -r rule kind _; do
    count=$(grep -c "\[$rule\]\$" "$firings")
    files=$(grep "\[$rule\]\$" "$firings" | cut -d: -f1 | sort -u | wc -l)
    printf '%-28s %-12s %8s %6s\n' "$rule" "$kind" "$count" "$files"
done
echo "total $(wc -l <"$firings") firings; each one: $firings"
