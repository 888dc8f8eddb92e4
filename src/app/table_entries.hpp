#pragma once
// A game has two faces, keyed by the same id from parlor/games/games.def. Its file face,
// `catalogue::Game` (include/parlor/catalogue), knows its save files (detect, check, advise) and
// its name; both programs read it. Its table face, `app::TableEntry` here, is what only the window
// needs: how to start and open its table, the rules text, the difficulties, the game's own
// settings and keys. A game's table face is `TableEntry <id>_table_entry()` in src/app/<id>/;
// `tables()` lists them in games.def's order (parlor/games), each titled with its file face's name.

#include "app/core/scene.hpp"
#include "app/core/statistics.hpp"
#include "app/core/unfinished_games.hpp"
#include "parlor/cards/seat_words.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app {

class App;

struct NewGameChoice {
    std::string game_id = "fivecrowns";
    std::string player_name = "You";
    std::string difficulty = "expert";
    bool called_heads = true;
    int players = 2; // the seats at the table, the player's included (a game of more than two)
    // What each computer seat plays, seat 1 first, when New game asked seat by seat (empty:
    // every seat plays `difficulty`, as the game reads it).
    std::vector<std::string> seats;
    std::uint64_t seed = 0;
};

struct StartedGame {
    std::unique_ptr<Scene> scene; // the table, ready to push
    std::string toss_line;        // "Heads! You called it: you play first."
    bool human_first = true;
};

struct SaveSummary {
    std::string game_id; // empty when no game recognises the file
    std::string line;    // "Five Crowns, round 3 of 11, Human 12, Computer 40, next: Human"
    std::string error;   // the reader's one-line error when the file does not load
};

struct OpenedGame {
    std::unique_ptr<Scene> scene; // null on error
    std::string error;            // "FILE:LINE: problem"
};

// An on/off setting of one game, shown on the settings screen (off until turned on).
struct GameOption {
    std::string key;   // in settings.json under the game
    std::string label; // "Hide the computer's hand"
    std::string note;  // one sentence under it
    // A rule of play rather than a comfort: New game asks about it too (it is kept in the
    // settings either way, so the next game starts with the same answer).
    bool at_new_game = false;
};

// A rule of more than two answers (Cribbage's Count: the computer counts, count your own, with
// muggins), asked by New game beside the on/off options and kept in the settings the same way.
struct GameChoice {
    struct Answer {
        std::string name;  // in settings.json ("muggins")
        std::string label; // "Count your own, muggins"
        std::string note;  // one sentence under it
    };
    std::string key;             // in settings.json under the game's "choices"
    std::string label;           // "Count"
    std::vector<Answer> answers; // the first is the game's default
    int max_players = 0;         // asked only at a table of this many or fewer (0: any)
};

// A strength the computer can play at: a strategy name of the game (the terminal's word, kept
// in the settings and the statistics), what the window calls it, and a line about it.
struct Difficulty {
    std::string name;  // "greedy"
    std::string label; // "Intermediate"
    std::string note;  // "Takes the most points it can see right now."
};

// A line of the keys overlay.
struct KeyHelp {
    std::string keys; // "D", "Shift+←  →"
    std::string what; // "draw from the draw pile"
};

struct TableEntry {
    std::string id;             // "fivecrowns"
    std::string title;          // "Five Crowns": the file face's name, filled in by tables()
    std::string tagline;        // one line for the new-game list
    std::string_view rules;     // the rules screen's text (paragraphs separated by blank lines)
    bool has_coin_toss = false; // at a table of two (Five Crowns for more starts at once)
    int max_players = 2;        // above 2, New game asks how many sit at the table (2 to this)
    int suggested_players =
        2; // where New game's count starts (Cruno: 4; Five Crowns: the brief's 2)
    std::vector<Difficulty> difficulties; // weakest first, as the window lists them
    // A game of more than two whose computer seats may play differently: the strategies one seat
    // can play, the opponents' names, and each seat's strategy for a difficulty (a difficulty
    // such as "mixed" is a way of filling the seats, not a strategy). New game then asks seat
    // by seat, starting from what the difficulty gives.
    std::vector<Difficulty> personalities;
    std::vector<std::string> (*seat_names)(int players) = nullptr;
    std::vector<std::string> (*seats_for)(const std::string& difficulty, int players) = nullptr;
    std::vector<GameOption> options;
    std::vector<GameChoice> choices; // asked by New game after the options
    std::vector<KeyHelp> keys;
    ScoreSense score; // what the statistics count as a game's score

    // Deals a new game (and tosses the coin).
    StartedGame (*start)(App& app, const NewGameChoice& choice) = nullptr;
    // Opens a file (already recognised as this game's) as a table scene, or the reader's error.
    OpenedGame (*open)(App& app, const std::string& path) = nullptr;
    // Opens game `number` of a record of this game (its text, read from `file`) to be watched on
    // the table, or the record's error (app/table/open_watch.hpp).
    OpenedGame (*watch)(App& app, const std::string& text, const std::string& file,
                        int number) = nullptr;
    // A finished game's deals played again with the seats exchanged (issue 46, point 4): the new
    // game of `choice` (its seed draws what the record cannot give) from the start of `record`,
    // the game's record, the player holding what the computer held (app/table/open_rematch.hpp);
    // null where the game cannot deal so yet.
    OpenedGame (*rematch)(App& app, const std::string& record,
                          const NewGameChoice& choice) = nullptr;
    // The rematch at more than two seats too: every seat then holds the next seat's cards, as
    // `parlor-cli rematch` seats each player one seat on (docs/records.md).
    bool rematch_rotates = false;
    // Continues the game an unfinished game keeps (app/table/open_kept.hpp), or the error.
    OpenedGame (*resume)(App& app, const KeptGame& kept, const GameOrigin& origin) = nullptr;
    // One line about a kept game, as Continue lists it (the seats named by `words`), or its
    // error.
    SaveSummary (*kept_summary)(const KeptGame& kept, const cards::SeatWords& words) = nullptr;
    // The busiest table of the game, for measuring repaints (`parlor --bench-frames`).
    std::unique_ptr<Scene> (*bench)(App& app, std::uint64_t seed) = nullptr;
    // The same table more crowded still, where the game can be (`--bench-crowded`; Cruno: the
    // player's hand grown large); null when the busy table is already the most crowded.
    std::unique_ptr<Scene> (*crowded_bench)(App& app, std::uint64_t seed) = nullptr;
};

// Whether New game tosses the coin for this game at a table of `players`: the brief's games of
// two open with a toss; a bigger table (Five Crowns for 3 to 7) starts with seat 0 at once.
inline bool tosses_coin(const TableEntry& game, int players) {
    return game.has_coin_toss && players <= 2;
}

const std::vector<TableEntry>& tables();
const TableEntry* find_table(std::string_view id);
// The game with this id, or the first of the catalogue.
const TableEntry& table_or_first(std::string_view id);
// The game after (direction 1) or before (-1) this one in the catalogue, going round.
const TableEntry& next_table(std::string_view id, int direction);
// What the window calls a strategy of the game ("Intermediate" for "greedy"), among its
// difficulties, then its personalities; a name it does not know, capitalised ("From a file").
std::string difficulty_label(const TableEntry& game, std::string_view name);

// The words a summary names the seats by in the window (issue 43): the player by the name the
// settings give, or "You" ("you deal", "next: you"), never the save files' "Human".
cards::SeatWords table_words(const App& app);

// Reads a file and asks the shared catalogue which game it belongs to. A file no game
// recognises, or a game without a table in the window, gets an error naming the file. The
// summary names the seats by `words`.
SaveSummary summarize_save_file(const std::string& path, const cards::SeatWords& words = {});
// Whether open_save_file would open a file, found without opening it (nothing is written): the
// file read, the one game sure of it, a table for that game, and the game's own reader over the
// whole file. `error` is the one line `FILE:LINE: problem` opening it would give (empty: it
// opens); `game_id` the game it belongs to, when one is sure of it.
struct SaveCheck {
    std::string game_id;
    std::string error;
};
SaveCheck check_save_file(const std::string& path);
// Opens the file's table (checked first by check_save_file), or the one-line error.
OpenedGame open_save_file(App& app, const std::string& path);
// An unfinished game, as Continue offers it: the game it keeps (continued to the moment the
// player left) or, when it keeps none or that does not replay, its save file.
OpenedGame open_unfinished(App& app, const UnfinishedGame& game);
// Its line in the player's words (table_words).
SaveSummary summarize_unfinished(App& app, const UnfinishedGame& game);

// Reads a game record and opens its game `number` to be watched on the game's table (the record's
// start line names the game); `parlor --replay` and Watch again. An error names the file and line.
OpenedGame open_record_file(App& app, const std::string& path, int number = 1);
OpenedGame open_record_text(App& app, const std::string& text, const std::string& file,
                            int number = 1);

} // namespace parlor::app
