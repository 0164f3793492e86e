// hostile: the starter, with ContentView.swift replaced by a symbolic link to the course's reference solution
// (quest read it as its own user, following the link: today's main reports it passed)
// expect: refused
// refusal: ContentView.swift is a symbolic link; quest grades only regular files inside the workspace
// link: ContentView.swift -> SOLUTION/ContentView.swift
// base: starter
// hook: none
// exercise: list-toolbar-search

// (This file is only the test's carrier: the attack is the link.)
