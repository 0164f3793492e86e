// Foundation API that SwiftUI learners use on Apple platforms but that Linux's Foundation lacks.

#if os(Linux)
extension URL {
    /// The user's documents folder (Apple's Foundation has it since iOS 16; Linux's does not).
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents")
    }
}
#endif
