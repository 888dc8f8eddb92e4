#pragma once
// The list of games Parlor plays. The title screen, the load dialog and `parlor-cli check` all
// read it, so a game added here appears everywhere. No SDL: it only knows the games' save files.
// This is each game's file face; the window adds a table face, `app::TableEntry`
// (src/app/table_entries.hpp), under the same id.
//
// A game joins by defining `catalogue::Game <id>_entry()` in src/catalogue/<id>.cpp; its line
// `PARLOR_GAME(<id>)` in parlor/games/games.def, the one list of games, registers it (docs/cli.md).

#include "parlor/cards/seat_words.hpp"
#include "parlor/catalogue/record_reports.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::catalogue {

// What checking one save file found.
struct CheckReport {
    bool ok = false;
    std::string summary;               // one line when ok: "Five Crowns, round 3 of 11, ..."
    std::string error;                 // one line when not ok: "FILE:LINE: problem"
    std::vector<std::string> warnings; // lines the file loads despite ("FILE: 115 cards ...")
};

// What the expert strategy recommends to the player whose turn it is in a saved game: the help
// mode from the terminal (`parlor-cli advise`). It decides from that player's view only, so two
// files that differ only in cards the player cannot see get the same advice.
struct AdviceReport {
    bool ok = false;
    std::string error;                // one line when not ok: "FILE:LINE: problem"
    std::string player;               // who is to move, as the save file names them ("Human")
    std::string move;                 // in the notation `parlor-cli play` accepts ("XS", "stock")
    std::string summary;              // the recommendation in one line (at most 90 characters)
    std::vector<std::string> reasons; // the expert's lines, addressed to the player
    // The advice record as data (docs/<game>.md lists each game's facts): the recommendation's
    // facts, the alternatives [{"move", "facts"}...] ranked by the same total, and the certainty
    // {"exact", "samples", "lead", "spread", "close_call"[, "tie_rule"]}.
    nlohmann::ordered_json facts = nlohmann::ordered_json::object();
    nlohmann::ordered_json alternatives = nlohmann::ordered_json::array();
    nlohmann::ordered_json certainty = nlohmann::ordered_json::object();
    std::vector<std::string> warnings; // what the reader noticed ("FILE: 51 cards ...")
};

// The sampling seed of advice from a file unless one is asked for (`advise --seed`): fixed, so the
// same position always gets the same advice, whatever the hidden cards.
inline constexpr std::uint64_t default_advice_seed = 1;

struct Game {
    std::string_view id;   // the word on the command line and in settings: "fivecrowns"
    std::string_view name; // what a player reads: "Five Crowns"
    // True when the text looks like this game's save file (it may still be invalid).
    bool (*detect)(std::string_view text) = nullptr;
    // Reads the text as this game's save file; `file` only labels messages; the summary names
    // the seats by `words` (the save files' words by default, a table's in the window).
    CheckReport (*check)(std::string_view text, std::string_view file,
                         const cards::SeatWords& words) = nullptr;
    // The text the game's writer produces for the same game; nothing when the text is invalid.
    std::optional<std::string> (*canonical)(std::string_view text) = nullptr;
    // The expert's move for whoever is to move in the saved game, its sampling seeded by `seed`;
    // `file` only labels messages.
    AdviceReport (*advise)(std::string_view text, std::string_view file,
                           std::uint64_t seed) = nullptr;
    // The keys of the lines its save files hold, lower case ("round", "trump card"; "seat"
    // stands for "Seat 0", "Seat 1", ...). They tell which game a damaged file was saved from
    // (guess_game), when a misspelled or lost line keeps detect() from recognising it.
    std::span<const std::string_view> fields = {};
    // Its game records (docs/records.md), nullptr while it writes none: every game of the record
    // replayed through the rules, and the expert's review of one seat in one game (nullptr while
    // the game's expert cannot value every move yet).
    ReplayReport (*replay)(std::string_view text, std::string_view file) = nullptr;
    ReviewReport (*review)(std::string_view text, std::string_view file,
                           const ReviewRequest& request) = nullptr;
    // Game `number` of a record between computer players played again with seats 0 and 1
    // exchanged, the record's deals dealt again (engine/swapped.hpp).
    RematchReport (*rematch)(std::string_view text, std::string_view file, int number,
                             std::uint64_t seed) = nullptr;
};

// Every game, in the order of the title screen.
std::span<const Game> games();

// The game with this id (case-insensitive), or nullptr.
const Game* find_game(std::string_view id);

// Every game is asked whether a text is its save file, and the order they are asked in does not
// matter. Two degrees of certainty: a game's detect() finds the lines only its files have (sure);
// failing that, most of the file's keyed lines are one game's fields (a guess, for a damaged file).
struct Detection {
    // Every game whose detect() accepts the text, in the catalogue's order. More than one is an
    // ambiguity: the file is not opened as either.
    std::vector<const Game*> sure;
    // The one game, sure or guessed; nullptr when none, or when several are sure.
    const Game* game = nullptr;
    bool ambiguous() const { return sure.size() > 1; }
    // "FILE: a saved game of Casino and of Five Crowns at once (...)": an ambiguity, in one line.
    std::string ambiguity(std::string_view file) const;
};
Detection detect(std::string_view text);

// The one game whose detect() accepts the text; nullptr when none does, or several do.
const Game* detect_game(std::string_view text);

// The game detect() is sure of; else, for a file no detect() recognises (truncated, a key
// misspelled), the game most of whose keyed lines are its fields, when one game clearly leads.
// Its reader then names the line that is wrong, as `parlor-cli play <game> --load` does.
// Nullptr when there is no such game, or the file is ambiguous.
const Game* guess_game(std::string_view text);

// Guesses the game and checks a text: an unknown format is an error "FILE: not a saved game of
// ...", an ambiguous one names the games it could be.
CheckReport check_text(std::string_view text, std::string_view file);
// The same for a text already detected (the caller wanted the detection too); its summary names
// the seats by `words`.
CheckReport check_text(const Detection& found, std::string_view text, std::string_view file,
                       const cards::SeatWords& words = {});

// Reads a file from disk, then check_text. An unreadable file is an error like any other.
CheckReport check_file(const std::string& path);

// Guesses the game and asks it for advice: an unknown format, or a game that gives no advice from
// a file yet, is an error "FILE: ...".
AdviceReport advise_text(std::string_view text, std::string_view file,
                         std::uint64_t seed = default_advice_seed);
AdviceReport advise_text(const Detection& found, std::string_view text, std::string_view file,
                         std::uint64_t seed = default_advice_seed);

// The game a record's start line names ({"parlor":"cribbage"}); nullptr, and `error`
// ("FILE:1: ..."), when the text is not a record, names no game, or a game whose records are
// not read yet.
const Game* record_game(std::string_view text, std::string_view file, std::string& error);

// The record's game replays it (see Game::replay); an error for a text that is not a record.
ReplayReport replay_text(std::string_view text, std::string_view file);
ReviewReport review_text(std::string_view text, std::string_view file,
                         const ReviewRequest& request);
RematchReport rematch_text(std::string_view text, std::string_view file, int number,
                           std::uint64_t seed);

} // namespace parlor::catalogue
