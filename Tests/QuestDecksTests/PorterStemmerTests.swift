import Testing
@testable import QuestDecks

@Suite("Porter stemmer")
struct PorterStemmerTests {
    @Test("stems the words of Porter's paper as the paper does", arguments: [
        ("caresses", "caress"), ("ponies", "poni"), ("ties", "ti"), ("caress", "caress"), ("cats", "cat"),
        ("feed", "feed"), ("agreed", "agre"), ("plastered", "plaster"), ("bled", "bled"), ("motoring", "motor"),
        ("sing", "sing"), ("conflated", "conflat"), ("troubled", "troubl"), ("sized", "size"), ("hopping", "hop"),
        ("tanned", "tan"), ("falling", "fall"), ("hissing", "hiss"), ("fizzed", "fizz"), ("failing", "fail"),
        ("filing", "file"), ("happy", "happi"), ("sky", "sky"), ("relational", "relat"), ("conditional", "condit"),
        ("rational", "ration"), ("valenci", "valenc"), ("hesitanci", "hesit"), ("digitizer", "digit"),
        ("conformabli", "conform"), ("radicalli", "radic"), ("differentli", "differ"), ("vileli", "vile"),
        ("analogousli", "analog"), ("vietnamization", "vietnam"), ("predication", "predic"), ("operator", "oper"),
        ("feudalism", "feudal"), ("decisiveness", "decis"), ("hopefulness", "hope"), ("callousness", "callous"),
        ("formaliti", "formal"), ("sensitiviti", "sensit"), ("sensibiliti", "sensibl"), ("triplicate", "triplic"),
        ("formative", "form"), ("formalize", "formal"), ("electriciti", "electr"), ("electrical", "electr"),
        ("hopeful", "hope"), ("goodness", "good"), ("revival", "reviv"), ("allowance", "allow"),
        ("inference", "infer"), ("airliner", "airlin"), ("gyroscopic", "gyroscop"), ("adjustable", "adjust"),
        ("defensible", "defens"), ("irritant", "irrit"), ("replacement", "replac"), ("adjustment", "adjust"),
        ("dependent", "depend"), ("adoption", "adopt"), ("homologou", "homolog"), ("communism", "commun"),
        ("activate", "activ"), ("angulariti", "angular"), ("homologous", "homolog"), ("effective", "effect"),
        ("bowdlerize", "bowdler"), ("probate", "probat"), ("rate", "rate"), ("cease", "ceas"),
        ("controll", "control"), ("roll", "roll"), ("generalizations", "gener"), ("oscillators", "oscil"),
    ])
    func paperExamples(word: String, stem: String) {
        #expect(PorterStemmer().stem(word) == stem)
    }

    @Test("brings a lesson's word forms together", arguments: [
        ("placements", "placement"), ("placement", "placement"), ("describes", "describ"), ("describe", "describ"),
        ("visible", "visibl"), ("visibility", "visibl"), ("searchable", "searchabl"), ("scrolls", "scroll"),
        ("scrolling", "scroll"), ("filters", "filter"), ("filtering", "filter"),
    ])
    func lessonWords(word: String, stem: String) {
        #expect(PorterStemmer().stem(word) == stem)
    }

    @Test("leaves short, non-ASCII and non-letter words alone", arguments: ["is", "a", "27", "café", "ios2"])
    func leavesAlone(word: String) {
        #expect(PorterStemmer().stem(word) == word)
    }
}
