/// Every code the lesson parser and course loader emit. `Docs/lesson-format.md` explains each one to authors.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // The file itself.
    case emptyFile = "empty-file"
    case fileTooLarge = "file-too-large"
    case notUTF8 = "not-utf8"
    case unreadableFile = "unreadable-file"
    case invalidSlug = "invalid-slug"
    case duplicateSlug = "duplicate-slug"
    // Front matter.
    case missingFrontMatter = "missing-front-matter"
    case unterminatedFrontMatter = "unterminated-front-matter"
    case malformedFrontMatterLine = "malformed-front-matter-line"
    case unknownFrontMatterKey = "unknown-front-matter-key"
    case duplicateFrontMatterKey = "duplicate-front-matter-key"
    case missingLessonNumber = "missing-lesson-number"
    case invalidLessonNumber = "invalid-lesson-number"
    case duplicateLessonNumber = "duplicate-lesson-number"
    case missingTitle = "missing-title"
    case titleMismatch = "title-mismatch"
    // Lessons/course.md.
    case invalidCourseSetting = "invalid-course-setting"
    // Parts.
    case misspeltPartHeading = "misspelt-part-heading"
    case duplicatePart = "duplicate-part"
    case questionsNotAList = "questions-not-a-list"
    case textOutsideList = "text-outside-list"
    case emptyQuestion = "empty-question"
    case resourcesNotAList = "resources-not-a-list"
    case interviewMissingPart = "interview-missing-part"
    case interviewMissingTitle = "interview-missing-title"
    case interviewPartOutsideInterview = "interview-part-outside-interview"
    // The interview series across lessons.
    case duplicateInterviewPart = "duplicate-interview-part"
    case interviewPartGap = "interview-part-gap"
    // Exercise blocks.
    case missingExerciseBlock = "missing-exercise-block"
    case extraExerciseBlock = "extra-exercise-block"
    case exerciseBlockOutsideExercise = "exercise-block-outside-exercise"
    case malformedExerciseLine = "malformed-exercise-line"
    case unknownExerciseKey = "unknown-exercise-key"
    case duplicateExerciseKey = "duplicate-exercise-key"
    case missingExerciseField = "missing-exercise-field"
    case unknownCheck = "unknown-check"
    case pathOutsideLessons = "path-outside-lessons"
    case missingExerciseFolder = "missing-exercise-folder"
    case duplicateExerciseID = "duplicate-exercise-id"
    // The build-along tutorial.
    case tutorialWithoutExercise = "tutorial-without-exercise"
    case tutorialWithoutSteps = "tutorial-without-steps"
    case malformedStepHeading = "malformed-step-heading"
    case stepOutOfOrder = "step-out-of-order"
    case stepWithoutCode = "step-without-code"
    case stepWithoutClaims = "step-without-claims"
    case stepFilePath = "step-file-path"
    case duplicateStepFile = "duplicate-step-file"
    case stepUnknownCheck = "step-unknown-check"
    // Code blocks.
    case unclosedCodeBlock = "unclosed-code-block"
    // What a reader cannot use (`LessonBodyParser+Accessibility`).
    case linkWithoutText = "link-without-text"
    case imageWithoutDescription = "image-without-description"
    case rawHTML = "raw-html"
    // Toolbar pictures (one code per `ToolbarDescription.Problem.Kind`, then the exercise they show).
    case malformedToolbarLine = "malformed-toolbar-line"
    case unknownToolbarKey = "unknown-toolbar-key"
    case duplicateToolbarKey = "duplicate-toolbar-key"
    case unknownToolbarAttribute = "unknown-toolbar-attribute"
    case unknownToolbarPlacement = "unknown-toolbar-placement"
    case invalidToolbarPriority = "invalid-toolbar-priority"
    case unknownToolbarDevice = "unknown-toolbar-device"
    case emptyToolbar = "empty-toolbar"
    case unknownToolbarExercise = "unknown-toolbar-exercise"
    case uncheckedToolbar = "unchecked-toolbar"
    // What the notes say about the lesson (`MissingContentClaims`, one of `quest lint`'s lesson checks).
    case claimsMissingContent = "claims-missing-content"
    // A lesson's own check files (`SectionAnchorCheck`, one of `quest lint`'s lesson checks).
    case unknownSectionAnchor = "unknown-section-anchor"
}

extension Diagnostic {
    /// A diagnostic with one of the parser's codes.
    public init(_ severity: Severity, at location: SourceLocation, _ code: DiagnosticCode, _ message: String) {
        self.init(severity, at: location, code: code.rawValue, message)
    }
}
