// hostile: the starter, with a folder Models that is a symbolic link to the course's solution folder, so that the
// solution's files would be compiled as the learner's (today's main skipped the linked folder without a word,
// so the learner never learnt why its files were not graded)
// expect: refused
// refusal: Models is a symbolic link; quest grades only regular files inside the workspace
// link: Models -> SOLUTION
// base: starter
// hook: none
// exercise: list-toolbar-search

// (This file is only the test's carrier: the attack is the link.)
