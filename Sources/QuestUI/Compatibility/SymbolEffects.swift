// SF Symbol animations (iOS 17): `.symbolEffect(.bounce, value: count)`, `.symbolEffect(.pulse, isActive: loading)` and
// `.contentTransition(.numericText())`. Recorded on the node; nothing animates headlessly.

/// An animation of an SF Symbol.
public protocol SymbolEffect: CustomStringConvertible, Sendable {}
/// An effect that plays once each time a value changes: `.symbolEffect(.bounce, value: count)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while active: `.symbolEffect(.pulse, isActive: loading)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another: `.contentTransition(.symbolEffect(.replace))`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// The symbol effects, each a name and the variants the learner chained (`bounce.up.byLayer`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Upwards.
    public var up: Self { Self(description: description + ".up") }
    /// Downwards.
    public var down: Self { Self(description: description + ".down") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(description: description + ".wholeSymbol") }
}
/// Fades the symbol's layers in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(description: description + ".wholeSymbol") }
}
/// Colours the symbol's layers in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// One layer at a time.
    public var iterative: Self { Self(description: description + ".iterative") }
    /// Layers stay coloured.
    public var cumulative: Self { Self(description: description + ".cumulative") }
    /// Back and forth.
    public var reversing: Self { Self(description: description + ".reversing") }
    /// Layers not coloured stay hidden.
    public var hideInactiveLayers: Self { Self(description: description + ".hideInactiveLayers") }
    /// Layers not coloured stay dimmed.
    public var dimInactiveLayers: Self { Self(description: description + ".dimInactiveLayers") }
}
/// Scales the symbol.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Larger.
    public var up: Self { Self(description: description + ".up") }
    /// Smaller.
    public var down: Self { Self(description: description + ".down") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Shakes the symbol (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Left and right.
    public var left: Self { Self(description: description + ".left") }
    /// Right and left.
    public var right: Self { Self(description: description + ".right") }
    /// Up and down.
    public var up: Self { Self(description: description + ".up") }
    /// Down and up.
    public var down: Self { Self(description: description + ".down") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Grows and shrinks the symbol gently (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// With a pulse.
    public var pulse: Self { Self(description: description + ".pulse") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Turns the symbol (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Clockwise.
    public var clockwise: Self { Self(description: description + ".clockwise") }
    /// Anticlockwise.
    public var counterClockwise: Self { Self(description: description + ".counterClockwise") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Replaces one symbol with the next.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Down then up.
    public var downUp: Self { Self(description: description + ".downUp") }
    /// Up then up.
    public var upUp: Self { Self(description: description + ".upUp") }
    /// Off then on.
    public var offUp: Self { Self(description: description + ".offUp") }
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Draws a symbol in or out.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}
/// Removes a symbol.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    /// The effect as the learner chained it (`bounce.up`).
    public let description: String
    /// Layer by layer.
    public var byLayer: Self { Self(description: description + ".byLayer") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(description: "bounce") }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Pulses the symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(description: "pulse") }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Colours the symbol's layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(description: "variableColor") }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(description: "scale") }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Wiggles the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(description: "wiggle") }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathes the symbol.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(description: "breathe") }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(description: "rotate") }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces the symbol.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(description: "replace") }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Draws the symbol in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(description: "appear") }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Removes the symbol.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(description: "disappear") }
}

/// How a symbol effect plays: `.repeating`, `.repeat(3)`, `.speed(2)`.
public struct SymbolEffectOptions: CustomStringConvertible, Sendable {
    /// The options as the learner chained them.
    public let description: String

    /// Play as the system chooses.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions(description: "default") }
    /// Play again and again.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(description: "repeating") }
    /// Play once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(description: "nonRepeating") }
    /// Play `count` times.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(description: "repeat(\(count.map(String.init) ?? "nil"))") }
    /// Play at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(description: "speed(\(speed))") }

    /// These options, played `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(description: description + ".repeat(\(count.map(String.init) ?? "nil"))") }
    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(description: description + ".speed(\(speed))") }
}

/// How a view's content changes when it is replaced: `.contentTransition(.numericText())`.
public struct ContentTransition: CustomStringConvertible, Sendable {
    /// The transition's name.
    public let description: String

    /// A crossfade.
    public static let opacity = ContentTransition(description: "opacity")
    /// The views are interpolated where possible.
    public static let interpolate = ContentTransition(description: "interpolate")
    /// No transition.
    public static let identity = ContentTransition(description: "identity")
    /// Digits roll as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: countsDown ? "numericText(countsDown)" : "numericText")
    }
    /// Digits roll towards the new value (iOS 17).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText(value: \(value))") }
    /// A symbol effect replaces the symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(description: "symbolEffect(\(effect))")
    }
    /// The automatic symbol replacement.
    public static var symbolEffect: ContentTransition { ContentTransition(description: "symbolEffect") }
}

extension View {
    /// Plays `effect` once each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("symbolEffect", [effect, options], fileID: fileID, line: line)
    }

    /// Plays `effect` while `isActive` is true.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("symbolEffect", [effect, options, isActive], fileID: fileID, line: line)
    }

    /// Turns symbol effects off (`false`) for the views inside.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("symbolEffectsRemoved", [isEnabled], fileID: fileID, line: line)
    }

    /// How the view's content changes when it is replaced.
    public func contentTransition(_ transition: ContentTransition, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("contentTransition", [transition], fileID: fileID, line: line)
    }
}
