import QuestProtocol
public import QuestLayout

/// A learner's toolbar as the harness reported it: the items and context QuestUI read from the real view, and the
/// text picture the harness's layout engine resolved for each device (see `ToolbarDescription.HarnessReport`).
public struct ReportedToolbar: Hashable, Codable, Sendable {
    /// One device's resolution, as the harness drew it in text.
    public struct Device: Hashable, Codable, Sendable {
        /// The device profile's id (`iphone-se`).
        public var profile: String
        /// The text picture (`[Sort ▾]  [+] [⋯]` …).
        public var picture: String
    }

    /// The toolbar as `ToolbarDescription.text`.
    public var description: String
    /// Every device the harness resolved, in the engine's profile order.
    public var devices: [Device]

    public init(description: String, devices: [Device]) {
        self.description = description
        self.devices = devices
    }

    /// Reads the report out of a run's results, or nil when the run holds none.
    init?(results: [CheckResult]) {
        let reported = results.filter { $0.check == ToolbarDescription.HarnessReport.check }
        guard let declared = reported.first(where: { $0.name == ToolbarDescription.HarnessReport.declared })?.picture
        else { return nil }
        description = declared
        devices = reported.compactMap { result in
            guard result.name != ToolbarDescription.HarnessReport.declared, let picture = result.picture else { return nil }
            return Device(profile: result.name, picture: picture)
        }
    }

    /// The text picture the harness resolved on the device with this id.
    public func picture(on profile: String) -> String? {
        devices.first { $0.profile == profile }?.picture
    }

    /// The toolbar read back from `description`.
    public var toolbar: ToolbarDescription {
        ToolbarDescription.parse(description).description
    }

    /// The SVG of each device in `profiles`, drawn from the reported toolbar by the engine the site uses, with the
    /// file name `quest check --pictures` gives it: `<exercise>-<device>.svg`.
    public func drawings(exercise: String, profiles: [DeviceProfile]) -> [(file: String, svg: String)] {
        var toolbar = self.toolbar
        toolbar.profiles = profiles
        return toolbar.layouts().map { layout in ("\(exercise)-\(layout.profile.id).svg", layout.svg) }
    }
}
