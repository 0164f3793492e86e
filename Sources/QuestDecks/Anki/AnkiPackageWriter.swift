import Foundation
import QuestCore

/// One Anki deck to write: its full name (`Quest::Lesson 22 · Toolbars, menus, and search`) and its cards.
struct AnkiDeck: Sendable {
    var name: String
    var description: String
    var cards: [Card]
    /// True when the deck's cards are unchanged since the previous package was written, so its notes and cards are
    /// copied from that package's collection (by SQLite, row for row, dated `modified`) and `cards` is left empty.
    var copiedFromPrevious = false
    /// The modification time of its notes: when the lesson last changed (`LessonDates`).
    var modified: Date

    init(name: String, description: String, cards: [Card], modified: Date) {
        self.name = name
        self.description = description
        self.cards = cards
        self.modified = modified
    }

    /// A lesson's deck inside the course's, described by its summary.
    init(lesson: Lesson, cards: [Card], under courseDeck: String, modified: Date) {
        self.init(
            name: DeckWriter.deckName(for: lesson, under: courseDeck), description: lesson.summary ?? "", cards: cards,
            modified: modified
        )
    }

    /// A stable id from the deck name.
    var id: Int64 { AnkiPackageWriter.deckID(named: name) }
}

/// Writes an Anki package (`.apkg`): an SQLite collection in the legacy schema 11 (`collection.anki2`), which every
/// Anki release imports, plus an empty `media` map, zipped.
///
/// Every id and timestamp is derived from names and the lessons' dates, so the same cards give the same bytes.
struct AnkiPackageWriter {
    /// The package's time (zip entries, collection, note types): its newest deck's, never the clock.
    var timestamp: Date

    /// The schema of Anki's legacy collection file.
    static let schema = """
    CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
        ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
        models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
        usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
        flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
        mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
        ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
        left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
        ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
        type integer NOT NULL);
    CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
    """

    /// Anki's indexes, created after the rows are in: building an index once from sorted keys is cheaper than
    /// updating it row by row.
    static let indexes = """
    CREATE INDEX ix_notes_usn ON notes (usn);
    CREATE INDEX ix_cards_usn ON cards (usn);
    CREATE INDEX ix_revlog_usn ON revlog (usn);
    CREATE INDEX ix_cards_nid ON cards (nid);
    CREATE INDEX ix_cards_sched ON cards (did, queue, due);
    CREATE INDEX ix_revlog_cid ON revlog (cid);
    CREATE INDEX ix_notes_csum ON notes (csum);
    """

    /// The fixed id of a deck name.
    static func deckID(named name: String) -> Int64 { StableID.number(for: "quest deck/" + name) }

    /// The package's bytes for `decks` (parent decks such as `Quest` are added). Built in memory: no scratch files.
    ///
    /// - Parameter previous: the collection of an earlier package of the same writer, which the decks marked
    ///   `copiedFromPrevious` are copied from, and whose stored blocks the new collection's unchanged blocks are
    ///   copied from. The rows go in in the same order with the same values as when made from cards, and a block is
    ///   copied only where its input is the same, so the bytes are the same either way (the incremental-build test
    ///   compares them).
    /// - Parameter keep: where the collection is kept for the next build to copy from (`KeptCollection`).
    func package(_ decks: [AnkiDeck], previous: PreviousCollection? = nil, keep: KeptCollection? = nil) throws -> Data {
        // The collection is deflated straight from SQLite's in-memory image: no copy of its megabytes.
        try withCollection(decks, previous: previous) { image in
            let collection = try DeflateBlocks(compressing: image, previous: previous?.blocks)
            keep?.keep(image, comment: collection.comment)
            return try ZipArchive.archive(
                [(Self.collectionName, .deflated(collection)), ("media", .bytes(Data("{}".utf8)))], modified: timestamp
            )
        }
    }

    /// The collection's name inside a package.
    static let collectionName = "collection.anki2"

    /// The collection file's bytes.
    func buildCollection(_ decks: [AnkiDeck]) throws -> Data {
        try withCollection(decks, previous: nil) { Data($0) }
    }

    /// The collection inside the package at `path`, to pass as `previous`.
    static func collection(inPackageAt path: String, kept: KeptCollection? = nil) throws -> PreviousCollection {
        try PreviousCollection(packageAt: path, kept: kept)
    }

    /// Calls `body` with the collection file's bytes, valid only inside `body`.
    private func withCollection<Result>(
        _ decks: [AnkiDeck], previous collection: PreviousCollection?, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) throws -> Result {
        let previous = collection?.bytes
        // Parsing the schema's twelve statements was a third of a lesson package's time: each package starts from
        // an image of the empty collection instead, made once per process.
        // Sized for the previous collection, which the new one is about as large as: it grows in place.
        if let collection, decks.allSatisfy(\.copiedFromPrevious),
           let database = try redated(decks, previous: collection.bytes, kept: collection.kept) {
            defer { database.close() }
            return try finish(database, body)
        }
        let database = try SQLiteDatabase(image: Self.emptyCollection.get(), capacity: (previous?.count ?? 0) * 9 / 8)
        defer { database.close() }
        guard decks.contains(where: \.copiedFromPrevious) else { return try fill(database, decks, body) }
        guard let previous else { throw SQLiteError(message: "decks to copy, but no previous collection") }
        // Read where it lies (copying the 21 MB collection of 2,000 lessons cost 32 ms): valid while this closure
        // runs, which is until the database is done with.
        return try previous.withUnsafeBytes { image in
            try database.attach(readOnly: image, as: "old")
            return try fill(database, decks, body)
        }
    }

    /// Fills `database` with `decks`, then calls `body` with the file's bytes.
    private func fill<Result>(
        _ database: SQLiteDatabase, _ decks: [AnkiDeck], _ body: (UnsafeRawBufferPointer) throws -> Result
    ) throws -> Result {
        // No rollback journal while building: a failed build is thrown away whole. The file image records only
        // whether WAL is used (it is not), so this leaves the bytes as they would be with a journal. A page cache
        // large enough for the whole course keeps SQLite from spilling pages to the memory file mid-build, and an
        // exclusive lock skips re-checking the file at each statement; neither is recorded in the file, nor are the
        // temporary tables of a copy, kept in memory.
        try Self.begin(database)
        let layout = try DeckLayout(decks, database: database)
        try insertCollectionRow(decks, cardCount: layout.cardCount, into: database)
        try insertNotesAndCards(decks, layout: layout, into: database)
        try database.execute(Self.indexes)
        try database.execute("COMMIT")
        // No VACUUM: the database is built once, from nothing, by the same statements in the same order and never
        // has a row deleted, so its pages are already in one canonical order with no free pages (the byte-identity
        // test checks it). VACUUM would copy every page again: 40% of the package's time, measured.
        return try finish(database, body)
    }

    /// Calls `body` with the finished database's file image.
    private func finish<Result>(_ database: SQLiteDatabase, _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
        try database.withSerializedBytes { image in
            // A restored image lives on SQLite's memdb file, whose commits stamp the header's change counter, its
            // "version valid for" copy and the library version (offsets 24, 92 and 96); a plain `:memory:` database,
            // which the empty image comes from, leaves them zero. Zeroed, the bytes do not depend on how the database
            // was made or on which SQLite made it.
            if image.count >= 100 {
                image[24..<28].initializeMemory(as: UInt8.self, repeating: 0)
                image[92..<100].initializeMemory(as: UInt8.self, repeating: 0)
            }
            return try body(UnsafeRawBufferPointer(image))
        }
    }

    /// Starts the one transaction that fills or patches a collection.
    private static func begin(_ database: SQLiteDatabase) throws {
        try database.execute("""
            PRAGMA journal_mode = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -262144;
            PRAGMA temp_store = MEMORY; BEGIN
            """)
    }

    /// The previous collection with only its dates changed, in place, when that is all that differs: every deck is
    /// copied (its cards are the previous collection's, as `copiedFromPrevious` promises) and the decks are the
    /// previous collection's, in the same order with the same cards each, so the only values that change are the
    /// notes' and cards' `mod` (a deck's date) and the `col` row's times. Nil when anything else differs; the caller
    /// then builds the collection anew.
    ///
    /// An SQLite `UPDATE` that leaves a row's length as it was writes the row where it was (SQLite overwrites a
    /// cell of the same size in place; an index whose columns did not change is not touched). A collection made
    /// anew from the same rows has them in the same places, so this gives the same bytes as building it, without
    /// inserting a row: a one-lesson edit that leaves its cards as they were (most edits to a lesson's prose) no
    /// longer rebuilds the whole course's collection (250 ms at 2,000 lessons, measured). Every value that changes is
    /// checked to keep its stored length; any that does not gives nil. The incremental-build tests compare the
    /// result with a clean build's bytes.
    ///
    /// `kept`: the kept image `previous` was read from, whose private mapping SQLite then patches in place of a copy
    /// (a database in a buffer it may not grow: a patch that would grow it fails, and the collection is built anew).
    func redated(_ decks: [AnkiDeck], previous: Data, kept: KeptImage? = nil) throws -> SQLiteDatabase? {
        let database = try kept?.writableMapping().map { try SQLiteDatabase(borrowing: $0) } ?? SQLiteDatabase(image: previous)
        do {
            guard try redate(database, decks) else {
                database.close()
                return nil
            }
            return database
        } catch {
            database.close()
            throw error
        }
    }

    private func redate(_ database: SQLiteDatabase, _ decks: [AnkiDeck]) throws -> Bool {
        try Self.begin(database)
        // Each deck's cards: how many, where their `due` starts and what dates they have. The decks must hold the
        // previous collection's cards in the same course order (each deck's first `due` where the one before it ends)
        // and no other deck may have cards.
        var previous: [Int64: (count: Int, firstDue: Int64, oldest: Int64, newest: Int64)] = [:]
        for row in try database.query("SELECT did, count(*), min(due), min(mod), max(mod) FROM cards GROUP BY did") {
            guard row.count == 5, let deck = row[0].integer, let count = row[1].integer, let due = row[2].integer,
                  let oldest = row[3].integer, let newest = row[4].integer else { return false }
            previous[deck] = (Int(count), due, oldest, newest)
        }
        var nextDue: Int64 = 1
        var matched = 0
        var changes: [(deck: Int64, modified: Int64)] = []
        for deck in decks {
            guard let known = previous[deck.id] else { continue }
            guard known.firstDue == nextDue else { return false }
            nextDue += Int64(known.count)
            matched += 1
            let modified = Int64(deck.modified.timeIntervalSince1970)
            guard known.oldest != modified || known.newest != modified else { continue }
            let size = Self.storedSize(of: modified)
            guard Self.storedSize(of: known.oldest) == size, Self.storedSize(of: known.newest) == size else { return false }
            changes.append((deck.id, modified))
        }
        guard matched == previous.count else { return false }
        // The col row: the same as the previous one when made with its time (so the same decks, names and
        // descriptions, in the same order), and of the same stored lengths with this package's time.
        let old = try database.query("SELECT crt, mod, scm, conf, models, decks, dconf FROM col WHERE id = 1")
        guard old.count == 1, let oldSeconds = old[0].first?.integer else { return false }
        let cardCount = Int(nextDue - 1)
        var then = self
        then.timestamp = Date(timeIntervalSince1970: TimeInterval(oldSeconds))
        // The decks' entries (a SHA-1 per name) are the same whatever the time: worked out once for both rows.
        let entries = Self.deckEntries(decks)
        guard then.collectionRow(decks, entries: entries, cardCount: cardCount) == old[0] else { return false }
        let row = collectionRow(decks, entries: entries, cardCount: cardCount)
        guard zip(row, old[0]).allSatisfy({ Self.storedSize(of: $0) == Self.storedSize(of: $1) }) else { return false }
        try database.run("UPDATE col SET crt = ?, mod = ?, scm = ?, conf = ?, models = ?, decks = ?, dconf = ? WHERE id = 1", rows: [row])
        try database.run(
            "UPDATE notes SET mod = ?1 WHERE id IN (SELECT nid FROM cards WHERE did = ?2)", rows: changes.map { [.integer($0.modified), .integer($0.deck)] }
        )
        try database.run("UPDATE cards SET mod = ?1 WHERE did = ?2", rows: changes.map { [.integer($0.modified), .integer($0.deck)] })
        try database.execute("COMMIT")
        return true
    }

    /// How many bytes SQLite's record format stores `value` in (file format 4): a changed value of the same size
    /// leaves its row's length as it was.
    static func storedSize(of value: SQLiteValue) -> Int {
        switch value {
        case .null: 0
        case .text(let text): text.utf8.count
        case .integer(let number): storedSize(of: number)
        }
    }

    static func storedSize(of number: Int64) -> Int {
        switch number {
        case 0, 1: 0
        case -128...127: 1
        case -32_768...32_767: 2
        case -8_388_608...8_388_607: 3
        case -2_147_483_648...2_147_483_647: 4
        case -140_737_488_355_328...140_737_488_355_327: 6
        default: 8
        }
    }

    /// The empty collection (schema only, no rows) as the bytes of an SQLite file.
    private static let emptyCollection = Result<Data, any Error> {
        let database = try SQLiteDatabase()
        defer { database.close() }
        try database.execute("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF;")
        try database.execute(schema)
        return try database.serialized()
    }

    private var seconds: Int64 { Int64(timestamp.timeIntervalSince1970) }

    private func insertCollectionRow(_ decks: [AnkiDeck], cardCount: Int, into database: SQLiteDatabase) throws {
        try database.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", rows: [collectionRow(decks, cardCount: cardCount)])
    }

    /// The `col` row's values that depend on the decks and the time: `crt`, `mod`, `scm`, `conf`, `models`, `decks`,
    /// `dconf`.
    private func collectionRow(_ decks: [AnkiDeck], cardCount: Int) -> [SQLiteValue] {
        collectionRow(decks, entries: Self.deckEntries(decks), cardCount: cardCount)
    }

    /// `collectionRow(_:cardCount:)` with the decks' `deckEntries` already worked out.
    private func collectionRow(_ decks: [AnkiDeck], entries: [DeckEntry], cardCount: Int) -> [SQLiteValue] {
        let milliseconds = seconds * 1000
        let firstDeck = decks.first?.id ?? 1
        let models = JSONValue.object([AnkiNoteType.basic, AnkiNoteType.cloze].map { type in
            (String(type.id), type.json(deckID: firstDeck, modified: seconds))
        })
        let configuration = JSONValue.object([
            ("activeDecks", .array([.integer(firstDeck)])),
            ("curDeck", .integer(firstDeck)),
            ("newSpread", .integer(0)),
            ("collapseTime", .integer(1200)),
            ("timeLim", .integer(0)),
            ("estTimes", .bool(true)),
            ("dueCounts", .bool(true)),
            ("curModel", .string(String(AnkiNoteType.basic.id))),
            ("nextPos", .integer(Int64(cardCount + 1))),
            ("sortType", .string("noteFld")),
            ("sortBackwards", .bool(false)),
            ("addToCur", .bool(true)),
        ])
        return [
            .integer(seconds), .integer(milliseconds), .integer(milliseconds),
            .text(configuration.compact), .text(models.compact),
            .text(Self.decksJSON(entries, modified: seconds)), .text(Self.deckConfigurationJSON(modified: seconds).compact),
        ]
    }

    /// One deck of the `col` row's `decks`: its id, full name and description.
    typealias DeckEntry = (id: Int64, name: String, description: String)

    /// The `Default` deck Anki expects, every parent of the given decks, and the decks themselves.
    static func deckEntries(_ decks: [AnkiDeck]) -> [DeckEntry] {
        var entries: [DeckEntry] = [(1, "Default", "")]
        var seen: Set<String> = ["Default"]
        for deck in decks {
            let names = parentNames(of: deck.name) + [deck.name]
            for (depth, name) in names.enumerated() {
                guard seen.insert(name).inserted else { continue }
                let description = depth == names.count - 1 ? deck.description : ""
                entries.append((deckID(named: name), name, description))
            }
        }
        return entries
    }

    /// The names of the decks above `name`, outermost first: each part of it before a `::` (`Quest` of
    /// `Quest::Lesson 22`), as `components(separatedBy: "::")` splits it, without bridging to `NSString`.
    static func parentNames(of name: String) -> [String] {
        var names: [String] = []
        let bytes = Array(name.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: ":") {
                names.append(String(decoding: bytes[..<index], as: UTF8.self))
                index += 2
            } else {
                index += 1
            }
        }
        return names
    }

    /// The `decks` JSON of `entries`, as `decksValue(_:modified:)` writes it compact, written directly: a course
    /// package re-dated in place makes it twice, and through `JSONValue` that was most of the re-dating's time at 500
    /// lessons (measured with perf). A test holds the two together.
    static func decksJSON(_ entries: [DeckEntry], modified: Int64) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(entries.count * 320)
        let middle = Array(#","usn":-1,"lrnToday":[0,0],"revToday":[0,0],"newToday":[0,0],"timeToday":[0,0],"collapsed":false,"browserCollapsed":false,"desc":"#.utf8)
        let end = Array(#","dyn":0,"conf":1,"extendNew":0,"extendRev":0}"#.utf8)
        let mod = Array(#","mod":\#(modified)"#.utf8)
        output.append(UInt8(ascii: "{"))
        for (position, entry) in entries.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            output += #""\#(entry.id)":{"id":\#(entry.id),"name":"#.utf8
            JSONValue.escape(entry.name, into: &output)
            output += mod
            output += middle
            JSONValue.escape(entry.description, into: &output)
            output += end
        }
        output.append(UInt8(ascii: "}"))
        return String(decoding: output, as: UTF8.self)
    }

    /// The `decks` JSON of `entries` as a `JSONValue`: what `decksJSON(_:modified:)` writes.
    static func decksValue(_ entries: [DeckEntry], modified: Int64) -> JSONValue {
        .object(entries.map { entry in
            (String(entry.id), .object([
                ("id", .integer(entry.id)),
                ("name", .string(entry.name)),
                ("mod", .integer(modified)),
                ("usn", .integer(-1)),
                ("lrnToday", .array([.integer(0), .integer(0)])),
                ("revToday", .array([.integer(0), .integer(0)])),
                ("newToday", .array([.integer(0), .integer(0)])),
                ("timeToday", .array([.integer(0), .integer(0)])),
                ("collapsed", .bool(false)),
                ("browserCollapsed", .bool(false)),
                ("desc", .string(entry.description)),
                ("dyn", .integer(0)),
                ("conf", .integer(1)),
                ("extendNew", .integer(0)),
                ("extendRev", .integer(0)),
            ]))
        })
    }

    /// Anki's default options group (id 1), which every deck above uses.
    static func deckConfigurationJSON(modified: Int64) -> JSONValue {
        .object([("1", .object([
            ("id", .integer(1)),
            ("mod", .integer(modified)),
            ("name", .string("Default")),
            ("usn", .integer(0)),
            ("maxTaken", .integer(60)),
            ("autoplay", .bool(true)),
            ("timer", .integer(0)),
            ("replayq", .bool(true)),
            ("dyn", .bool(false)),
            ("new", .object([
                ("bury", .bool(false)),
                ("delays", .array([.integer(1), .integer(10)])),
                ("initialFactor", .integer(2500)),
                ("ints", .array([.integer(1), .integer(4), .integer(0)])),
                ("order", .integer(1)),
                ("perDay", .integer(20)),
            ])),
            ("rev", .object([
                ("bury", .bool(false)),
                ("ease4", .number(1.3)),
                ("ivlFct", .integer(1)),
                ("maxIvl", .integer(36500)),
                ("perDay", .integer(200)),
                ("hardFactor", .number(1.2)),
            ])),
            ("lapse", .object([
                ("delays", .array([.integer(10)])),
                ("leechAction", .integer(1)),
                ("leechFails", .integer(8)),
                ("minInt", .integer(1)),
                ("mult", .integer(0)),
            ])),
        ]))])
    }

    /// How many cards each deck has, where its cards start in the course (`due` counts from 1 across all decks), and,
    /// for a copied deck, where they started in the previous collection.
    private struct DeckLayout {
        var counts: [Int]
        var offsets: [Int]
        var previousOffsets: [Int64]
        var cardCount: Int { counts.reduce(0, +) }

        init(_ decks: [AnkiDeck], database: SQLiteDatabase) throws {
            counts = decks.map(\.cards.count)
            previousOffsets = Array(repeating: 0, count: decks.count)
            if decks.contains(where: \.copiedFromPrevious) {
                // One pass over the previous cards for every deck (a query per deck was 500 statements).
                var previous: [Int64: (count: Int, first: Int64)] = [:]
                for row in try database.query("SELECT did, count(*), min(due) FROM old.cards GROUP BY did") {
                    guard row.count == 3, let deck = row[0].integer, let count = row[1].integer, let first = row[2].integer
                    else { continue }
                    previous[deck] = (Int(count), first)
                }
                for (index, deck) in decks.enumerated() where deck.copiedFromPrevious {
                    if let known = previous[deck.id] {
                        counts[index] = known.count
                        previousOffsets[index] = known.first - 1
                    } else {
                        // A deck without cards has no rows to copy, but it must be the previous collection's: a
                        // package of other decks would silently give an empty one. The caller then starts over.
                        let listed = try database.query("SELECT json_type(decks, '$.\"\(deck.id)\"') FROM old.col")
                        guard listed.first?.first?.text != nil else {
                            throw SQLiteError(message: "the previous collection has no deck \(deck.name)")
                        }
                    }
                }
            }
            var running = 0
            offsets = counts.map { count in
                defer { running += count }
                return running
            }
        }
    }

    /// Every note, then every card, in id order: made from the cards, or copied from the previous collection.
    ///
    /// Rows go in sorted by id, so SQLite appends each to the end of its table instead of splitting pages where a
    /// random id lands (ids are hashes): copying a 500-lesson collection took a third of the time it took in course
    /// order, measured. When decks are copied, the new decks' rows wait in temporary tables and one statement per
    /// table merges them with the copied ones, so the rows go in in the same order, with the same values, as when
    /// every deck is made from cards, and the file has the same bytes. A copied row takes its deck's date, which for a
    /// lesson's deck is the one it had (its key holds the date) and for the interview track the newest lesson's. Each
    /// side of a merge is read in id order: `CROSS JOIN` keeps the notes' own order as the outer loop, where a plain
    /// join let SQLite scan the cards and sort afterwards.
    private func insertNotesAndCards(_ decks: [AnkiDeck], layout: DeckLayout, into database: SQLiteDatabase) throws {
        var places = places(decks, decks.indices)
        let ids = places.map { noteID(of: decks[$0.deck].cards[$0.card]) }
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        places = order.map { places[$0] }
        let copied = decks.indices.filter { decks[$0].copiedFromPrevious }
        guard !copied.isEmpty else {
            try insertNotes(decks, places, into: database, table: "main.notes")
            try insertCards(decks, places, offsets: layout.offsets, into: database, table: "main.cards")
            return
        }
        try database.execute("""
            CREATE TEMP TABLE shifts (did integer PRIMARY KEY, shift integer NOT NULL, mod integer NOT NULL);
            CREATE TEMP TABLE new_notes (id integer PRIMARY KEY, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data);
            CREATE TEMP TABLE new_cards (id integer PRIMARY KEY, nid, did, ord, mod, usn, type, queue, due, ivl, factor,
                reps, lapses, left, odue, odid, flags, data);
            """)
        try database.run("INSERT INTO temp.shifts VALUES (?, ?, ?)", rows: copied.map { index in
            [
                .integer(decks[index].id), .integer(Int64(layout.offsets[index]) - layout.previousOffsets[index]),
                .integer(Int64(decks[index].modified.timeIntervalSince1970)),
            ]
        })
        try insertNotes(decks, places, into: database, table: "temp.new_notes")
        try insertCards(decks, places, offsets: layout.offsets, into: database, table: "temp.new_cards")
        try database.execute("""
            INSERT INTO main.notes
                SELECT n.id, n.guid, n.mid, s.mod, n.usn, n.tags, n.flds, n.sfld, n.csum, n.flags, n.data
                FROM old.notes n CROSS JOIN old.cards c ON c.nid = n.id CROSS JOIN temp.shifts s ON s.did = c.did
                UNION ALL SELECT * FROM temp.new_notes
                ORDER BY 1;
            INSERT INTO main.cards
                SELECT c.id, c.nid, c.did, c.ord, s.mod, c.usn, c.type, c.queue, c.due + s.shift, c.ivl, c.factor,
                    c.reps, c.lapses, c.left, c.odue, c.odid, c.flags, c.data
                FROM old.cards c JOIN temp.shifts s ON s.did = c.did
                UNION ALL SELECT * FROM temp.new_cards
                ORDER BY 1;
            """)
    }

    /// Each note's deck and card by index, for the decks in `run`: no copies of the cards.
    private func places(_ decks: [AnkiDeck], _ run: Range<Int>) -> [(deck: Int, card: Int)] {
        var places: [(deck: Int, card: Int)] = []
        places.reserveCapacity(decks[run].reduce(0) { $0 + $1.cards.count })
        for deckIndex in run {
            for cardIndex in decks[deckIndex].cards.indices { places.append((deckIndex, cardIndex)) }
        }
        return places
    }

    private func noteID(of card: Card) -> Int64 {
        StableID.number(for: "quest note/" + card.guid)
    }

    private func insertNotes(
        _ decks: [AnkiDeck], _ places: [(deck: Int, card: Int)], into database: SQLiteDatabase, table: String
    ) throws {
        let noteTimes = decks.map { Int64($0.modified.timeIntervalSince1970) }
        let (basicID, clozeID) = (AnkiNoteType.basic.id, AnkiNoteType.cloze.id)
        // Scratch strings reused for every row: their storage grows once to the largest note.
        var tags = ""
        var fields = ""
        try database.run("INSERT INTO \(table) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: places.count) { index, bind in
            let place = places[index]
            let card = decks[place.deck].cards[place.card]
            let isCloze = card.kind == .cloze
            let firstField = isCloze ? (card.cloze ?? card.back) : card.front
            let sortField = HTMLText.strip(firstField)
            tags.removeAll(keepingCapacity: true)
            tags.append(" ")
            for tag in card.tags {
                tags.append(tag)
                tags.append(" ")
            }
            if card.tags.isEmpty { tags.append(" ") }
            fields.removeAll(keepingCapacity: true)
            fields.append(firstField)
            fields.append("\u{1F}")
            if isCloze {
                fields.append("\u{1F}")
            } else {
                fields.append(card.back)
                fields.append("\u{1F}")
                if card.drafted { fields.append("drafted") }
                fields.append("\u{1F}")
            }
            fields.append(card.source)
            bind(0, .integer(noteID(of: card)))
            bind(1, .text(card.guid))
            bind(2, .integer(isCloze ? clozeID : basicID))
            bind(3, .integer(noteTimes[place.deck]))
            bind(4, .integer(-1))
            bind(5, .text(tags))
            bind(6, .text(fields))
            bind(7, .text(sortField))
            bind(8, .integer(StableID.checksum(ofField: sortField)))
            bind(9, .integer(0))
            bind(10, .text(""))
        }
    }

    /// One card per note, so a card shares its note's id (they live in different tables). New cards, due in course
    /// order.
    private func insertCards(
        _ decks: [AnkiDeck], _ places: [(deck: Int, card: Int)], offsets: [Int], into database: SQLiteDatabase,
        table: String
    ) throws {
        let noteTimes = decks.map { Int64($0.modified.timeIntervalSince1970) }
        let deckIDs = decks.map(\.id)
        try database.run(
            "INSERT INTO \(table) VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", count: places.count
        ) { index, bind in
            let place = places[index]
            let id = noteID(of: decks[place.deck].cards[place.card])
            bind(0, .integer(id))
            bind(1, .integer(id))
            bind(2, .integer(deckIDs[place.deck]))
            bind(3, .integer(noteTimes[place.deck]))
            bind(4, .integer(Int64(offsets[place.deck] + place.card + 1)))
        }
    }
}

