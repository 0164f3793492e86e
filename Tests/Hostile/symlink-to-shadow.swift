// hostile: the starter, with ContentView.swift replaced by a symbolic link to /etc/shadow (quest read it as its own
// user, root in a grading container, and printed its lines in the compiler's errors)
// expect: refused
// refusal: ContentView.swift is a symbolic link; quest grades only regular files inside the workspace
// link: ContentView.swift -> /etc/shadow
// base: starter
// hook: none
// exercise: list-toolbar-search

// (This file is only the test's carrier: the attack is the link.)
