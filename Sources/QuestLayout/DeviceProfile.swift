/// A device (or window) width the toolbar is laid out for.
public nonisolated struct DeviceProfile: Sendable, Hashable, Identifiable {
    /// The family of user interface, which decides how placements resolve.
    public nonisolated enum Idiom: String, Sendable, Hashable, CaseIterable {
        case phone
        case pad
        case mac
    }

    /// A short stable name used in reports and file names (`iphone-se`).
    public var id: String
    /// The human name (`iPhone SE`).
    public var name: String
    /// Phone, pad or Mac: decides how placements resolve.
    public var idiom: Idiom
    /// Width of the screen or window in points, portrait for phones.
    public var width: Double

    /// Creates a profile; use the presets unless a check needs another width.
    public init(id: String, name: String, idiom: Idiom, width: Double) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.width = width
    }

    /// iPhone SE (1st generation), the narrowest iPhone still worth checking: 320 pt.
    public static let iPhoneSE = DeviceProfile(id: "iphone-se", name: "iPhone SE", idiom: .phone, width: 320)
    /// A standard 6.1-inch iPhone: 393 pt.
    public static let iPhone = DeviceProfile(id: "iphone", name: "iPhone", idiom: .phone, width: 393)
    /// iPhone Pro Max: 440 pt.
    public static let iPhoneProMax = DeviceProfile(
        id: "iphone-pro-max", name: "iPhone Pro Max", idiom: .phone, width: 440)
    /// A full-screen 11-inch iPad in landscape: 1024 pt (regular width).
    public static let iPad = DeviceProfile(id: "ipad", name: "iPad", idiom: .pad, width: 1024)
    /// A Mac window of a typical default size: 800 pt.
    public static let mac = DeviceProfile(id: "mac", name: "Mac", idiom: .mac, width: 800)

    /// Every preset, narrowest phone first.
    public static let all: [DeviceProfile] = [.iPhoneSE, .iPhone, .iPhoneProMax, .iPad, .mac]
}
