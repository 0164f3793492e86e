/// What a compile error in a check's glue means, in the contract's words: the compiler messages the glue of each
/// built-in check can cause, most specific first, each with the sentence a learner reads instead.
enum ContractRules {
    /// A compiler message (all fragments present) and the contract sentence it means.
    struct Rule {
        var fragments: [String]
        var sentence: String
    }

    static func routerContract(_ router: String) -> String {
        "expected an enum Route (Hashable) with cases trip(id: Int) and log(tripID: Int), and a type named \(router) "
            + "with init(), a property path of type [Route], and methods open(_: URL) and popToRoot()"
    }

    /// The router contract's rules, most specific first (the first rule whose fragments all occur wins).
    static func router(_ router: String) -> [Rule] {
        let pathType = "expected \(router).path to be an array of Route ([Route]) or a NavigationPath"
        let caseNames = "expected Route's cases to be spelled trip(id:) and log(tripID:)"
        return [
            Rule(fragments: ["cannot find '\(router)' in scope"], sentence: "expected a type named \(router) with init(), path, open(_:) and popToRoot()"),
            Rule(fragments: ["cannot find 'Route' in scope"], sentence: "expected an enum named Route with cases trip(id: Int) and log(tripID: Int)"),
            Rule(fragments: ["has no member 'open'"], sentence: "expected a type named \(router) with a method open(_:) that takes a URL"),
            Rule(fragments: ["has no member 'popToRoot'"], sentence: "expected a type named \(router) with a method popToRoot()"),
            Rule(fragments: ["has no member 'path'"], sentence: "expected \(router) to have a property path holding the stack ([Route])"),
            Rule(fragments: ["has no member 'trip'"], sentence: "expected Route to have a case trip(id: Int)"),
            Rule(fragments: ["has no member 'log'"], sentence: "expected Route to have a case log(tripID: Int)"),
            Rule(fragments: ["'Route' conform to 'Hashable'"], sentence: "expected Route to be Hashable (enum Route: Hashable)"),
            Rule(fragments: ["'Route' does not conform", "Hashable"], sentence: "expected Route to be Hashable (enum Route: Hashable)"),
            Rule(fragments: ["incorrect argument label", "'id:'"], sentence: caseNames),
            Rule(fragments: ["incorrect argument label", "'tripID:'"], sentence: caseNames),
            Rule(fragments: ["missing argument label"], sentence: "expected open(_:) to take the URL without a label, as open(url)"),
            Rule(fragments: ["extraneous argument label"], sentence: "expected open(_:) to take the URL without a label, as open(url)"),
            Rule(fragments: ["cannot convert value of type 'URL'"], sentence: "expected open(_:) to take a URL"),
            Rule(fragments: ["cannot convert value of type 'Int'"], sentence: "expected Route.trip(id:) and Route.log(tripID:) to take an Int"),
            Rule(fragments: ["cannot convert value of type '["], sentence: pathType),
            Rule(fragments: ["'elements'"], sentence: pathType),
            Rule(fragments: ["'roundTrip"], sentence: pathType),
            Rule(fragments: ["missing argument"], sentence: "expected \(router)() to create a router with no arguments"),
            Rule(fragments: ["'async'"], sentence: "expected open(_:) and popToRoot() to be plain methods, not async"),
            Rule(fragments: ["throw"], sentence: "expected open(_:) and popToRoot() not to throw: a malformed link is ignored, not an error"),
            Rule(fragments: ["inaccessible due to 'private'"], sentence: "expected \(router)'s init(), path, open(_:) and popToRoot() not to be private"),
        ]
    }

    // MARK: Views (toolbar-layout, search-filter)

    static func viewContract(_ view: String) -> String {
        "expected a view named \(view) that can be created with \(view)()"
    }

    static func view(_ view: String) -> [Rule] {
        [
            Rule(fragments: ["cannot find '\(view)' in scope"], sentence: "expected a view named \(view)"),
            Rule(fragments: ["missing argument"], sentence: "expected \(view)() to need no arguments: give every property a default value"),
            Rule(fragments: ["does not conform to", "View"], sentence: "expected \(view) to be a View"),
            Rule(fragments: ["inaccessible due to 'private'"], sentence: "expected \(view)'s init() not to be private"),
        ]
    }
}
