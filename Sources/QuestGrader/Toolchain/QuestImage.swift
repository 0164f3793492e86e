/// quest's container image (the repository's `Containerfile`, Docs/container.md): quest, the Swift toolchain and the
/// Debian packages it needs, ready to grade. The course `quest init` writes runs its CI in it and opens in it as a dev
/// container, and the workspaces `quest start` writes tell learners on macOS and Windows to grade with it.
public enum QuestImage {
    /// Where the image is published. A course's workflow reads the repository variable `QUEST_IMAGE` first, so a
    /// course can use its own build of the image.
    public static let reference = "ghcr.io/quest-course/quest:latest"

    /// What the sample course's files hold where the reference goes (`quest init` writes the reference there).
    public static let placeholder = "@QUEST_IMAGE@"
}
