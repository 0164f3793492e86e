/// The namespace for helpers shared by every check file of a course. A course's shared helpers live in
/// `Lessons/_checks/*.swift` and are compiled with each of its check files (into the learner's module, like the check
/// files), so they declare their helpers in an extension of this type, a name no learner's code uses:
/// `extension CourseChecks { static let trips = ["Lisbon", "Kyoto"] }`, used as `CourseChecks.trips`.
public enum CourseChecks {}
