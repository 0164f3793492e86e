/// Words too common to tell one sentence from another. Question words (`why`, `how`) are here too: every question
/// has them and no answer sentence does.
enum StopWords {
    static let english: Set<String> = [
        "a", "about", "above", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at",
        "be", "because", "been", "before", "being", "between", "both", "but", "by",
        "can", "could", "did", "do", "does", "doing", "done", "down", "during",
        "each", "else", "etc", "even", "ever", "every", "few", "for", "from", "further",
        "get", "gets", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how",
        "i", "if", "in", "into", "is", "it", "its", "itself", "just",
        "let", "lets", "may", "me", "might", "more", "most", "much", "must", "my",
        "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only", "or", "other", "our", "ours", "out", "over", "own",
        "same", "she", "should", "so", "some", "such",
        "than", "that", "the", "their", "theirs", "them", "then", "there", "these", "they", "this", "those", "through", "to", "too",
        "under", "until", "up", "us", "very", "was", "we", "were", "what", "when", "where", "whether", "which", "while",
        "who", "whom", "whose", "why", "will", "with", "would", "you", "your", "yours", "yourself",
    ]
}
