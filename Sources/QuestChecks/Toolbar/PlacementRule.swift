import QuestUI

/// Which placements count as "naming a role" for the Add button.
///
/// The lesson's point is that a placement describes what an item is for, so the system can position it per device.
/// `.automatic` (also what a bare `.toolbar { Button … }` gets) describes nothing. A few explicit placements name a
/// role that is not Add's: `.keyboard` (shown only while typing), `.principal` (the title's place), `.status`
/// (information, not actions), `.cancellationAction` and `.destructiveAction`. Every other placement counts,
/// including `.secondaryAction` — which then fails the "visible on the narrowest iPhone" step instead. Placements the
/// layout engine does not know as item places (`.title`, `.largeSubtitle`) do not count.
public enum PlacementRule {
    /// Nil when the placement named `name` suits an Add button, else why it does not.
    public static func problem(withAddPlacement name: String) -> String? {
        guard let placement = ToolbarLayoutPlacement(rawValue: name) else {
            return "it is not a place for an action button"
        }
        return switch placement.canonical {
        case .automatic:
            "it leaves the position to the system and says nothing about the button's role"
        case .keyboard:
            "it shows the button only while the keyboard is up"
        case .principal:
            "it is the place of the title, not of an action"
        case .status:
            "it is for information such as a count, not for actions"
        case .cancellationAction:
            "it is the role of a Cancel button"
        case .destructiveAction:
            "it is the role of a Delete button"
        default:
            nil
        }
    }
}
