import QuestUI

/// Finds the controls the exercise asks for among a screen's toolbar items, by the names learners give them.
public enum ToolbarControlFinder {
    /// The first button labelled with the word "Add" (`Add`, `Add Trip`) or showing a `plus` symbol (`plus.circle`).
    public static func addButton(in controls: [ToolbarControl]) -> ToolbarControl? {
        // A button first; else a menu that says Add, which a tap runs when it has a primary action
        // (`Menu { … } label: { Label("Add", systemImage: "plus") } primaryAction: { … }`), as on iOS, and otherwise
        // opens, its first option chosen (`ViewHostScreen.tap(_:)`).
        return controls.first { $0.item.kind == .button && saysAdd($0) } ?? controls.first { $0.item.kind == .menu && saysAdd($0) }
    }

    /// True when a control's label has the word "Add" (`Add`, `Add Trip`) or it shows a `plus` symbol.
    public static func saysAdd(_ control: ToolbarControl) -> Bool {
        let plus = control.item.systemImage.map { $0 == "plus" || $0.hasPrefix("plus.") } ?? false
        return labelSaysAdd(control) || plus
    }

    /// True when a control's label has the word "Add": a menu so named is the Add, where a menu of other actions
    /// (`Menu("Actions")`) that holds an Add is not, whatever symbol its items show.
    public static func labelSaysAdd(_ control: ToolbarControl) -> Bool {
        words(control.item.label).contains("add")
    }

    /// Menus and pickers, those that say they sort first (label with "Sort", or a sort symbol such as
    /// `arrow.up.arrow.down`), then the others, which count only if their options reorder the rows.
    public static func sortCandidates(in controls: [ToolbarControl]) -> (labelled: [ToolbarControl], others: [ToolbarControl]) {
        let choosers = controls.filter { $0.item.kind == .menu || $0.item.kind == .picker }
        let labelled = choosers.filter(saysSort)
        let others = choosers.filter { !saysSort($0) }
        return (labelled, others)
    }

    /// True when a button's label or symbol says it removes rows (`Remove All`, `Delete Everything`, `Clear`, a `trash`
    /// symbol). A button that empties the list by hiding rows (`Favorites Only`) would still hide the row Add adds.
    public static func saysRemove(_ control: ToolbarControl) -> Bool {
        let removing: Set = ["remove", "delete", "clear", "erase", "empty"]
        return control.item.kind == .button
            && (!removing.isDisjoint(with: words(control.item.label)) || control.item.systemImage?.hasPrefix("trash") == true)
    }

    /// True when the label or symbol names sorting.
    static func saysSort(_ control: ToolbarControl) -> Bool {
        let label = control.item.label?.lowercased() ?? ""
        let symbol = control.item.systemImage?.lowercased() ?? ""
        return label.contains("sort") || label.contains("order")
            || symbol.contains("sort") || symbol.contains("arrow.up.arrow.down")
    }

    private static func words(_ text: String?) -> [String] {
        (text ?? "").lowercased().split { !$0.isLetter }.map(String.init)
    }
}
