#!/usr/bin/env python3
"""Prints a learner Swift file the way the grader compiles it (QuestGrader's `SwiftSourceFile.prepared()`):
`#Preview { … }` blocks, types conforming to `PreviewProvider`, the `@main` attribute and `import Combine` (which
QuestUI provides) are replaced by spaces, so every other line and column stays where the learner wrote it. Used by Scripts/compile-corpus.sh only; the grader
itself uses the Swift implementation.

    Scripts/prepare-learner-file.py FILE > PREPARED
"""
import re
import sys

TYPE_KEYWORDS = {"struct", "class", "enum", "extension", "actor"}
IMPORT_KINDS = {"typealias", "struct", "class", "enum", "protocol", "let", "var", "func"}
PROVIDED_BY_QUESTUI = {"Combine"}
DOTTED_PATH = re.compile(r"(\.[A-Za-z0-9_]+)*")


def tokens(source):
    """(text, start, end) for words, `#`, `@` and brackets; strings and comments are skipped."""
    position, length = 0, len(source)
    while position < length:
        character = source[position]
        if source.startswith("//", position):
            position = source.find("\n", position)
            position = length if position < 0 else position
        elif source.startswith("/*", position):
            end = source.find("*/", position + 2)
            position = length if end < 0 else end + 2
        elif source.startswith('"""', position):
            end = source.find('"""', position + 3)
            position = length if end < 0 else end + 3
        elif character == '"':
            position += 1
            while position < length and source[position] not in '"\n':
                position += 2 if source[position] == "\\" else 1
            position += 1
        elif character.isalnum() or character == "_":
            match = re.compile(r"[A-Za-z0-9_]+").match(source, position)
            yield match.group(), position, match.end()
            position = match.end()
        elif character in "#@(){}":
            yield character, position, position + 1
            position += 1
        else:
            position += 1


def prepared(source):
    found = list(tokens(source))
    output = list(source)

    def blank(start, end):
        for index in range(start, end):
            if output[index] != "\n":
                output[index] = " "

    def matching(index):
        opening = found[index][0]
        closing = ")" if opening == "(" else "}"
        depth = 0
        for cursor in range(index, len(found)):
            if found[cursor][0] == opening:
                depth += 1
            elif found[cursor][0] == closing:
                depth -= 1
                if depth == 0:
                    return cursor
        return None

    index = 0
    while index < len(found):
        text, start, end = found[index]
        following = found[index + 1] if index + 1 < len(found) else None
        if text == "#" and following and following[0] == "Preview" and following[1] == end:
            stop, cursor = following[2], index + 2
            for bracket in "({":
                if cursor < len(found) and found[cursor][0] == bracket:
                    close = matching(cursor)
                    if close is None:
                        break
                    stop, cursor = found[close][2], close + 1
            blank(start, stop)
            index = cursor
            continue
        if text == "@" and following and following[0] == "main" and following[1] == end:
            blank(start, following[2])
            index += 2
            continue
        if text == "import":
            module = index + 2 if index + 1 < len(found) and found[index + 1][0] in IMPORT_KINDS else index + 1
            if module < len(found) and found[module][0] in PROVIDED_BY_QUESTUI:
                first = index - 2 if index >= 2 and found[index - 2][0] == "@" else index
                stop = DOTTED_PATH.match(source, found[module][2]).end()
                blank(found[first][1], stop)
                index = module + 1
                continue
        if text in TYPE_KEYWORDS:
            body = next((cursor for cursor in range(index + 1, len(found)) if found[cursor][0] in "{}"), None)
            if body is not None and found[body][0] == "{" and any(
                token[0] == "PreviewProvider" for token in found[index:body]
            ):
                close = matching(body)
                if close is not None:
                    blank(start, found[close][2])
                    index = close + 1
                    continue
        index += 1
    return "".join(output)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as file:
        sys.stdout.write(prepared(file.read()))
