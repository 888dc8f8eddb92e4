#pragma once
// The unfinished games: one per game, so that starting or loading one game never throws away
// another. Each is kept in the data folder as unfinished/<game>.json, written after every move:
// where the game came from (begun at this table at a difficulty, or loaded from a file, whose
// result the statistics keep apart) and the engine's game itself — its record from its start, the
// game's seed and the computer's decisions so far — from which Continue plays it again to the
// moment the player left (app/table/open_kept.hpp). Beside it, unfinished/<game>.txt holds the
// game in its own save format whenever the format can hold the moment (for Load game, and for a
// game whose record is not kept). A game ends by finishing, or by the player choosing to discard
// it, which the statistics count as abandoned.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::app {

// The engine's game kept for Continue (engine::Game): its record, the seed its chance was drawn
// from, the computer's decisions so far, and the file the record is also written to.
struct KeptGame {
    std::uint64_t seed = 0;
    std::optional<std::uint64_t> decisions_seed; // a loaded game's: its decisions' own seed
    int decisions = 0;
    std::vector<std::string> record;
    std::size_t opening = 1; // the record's lines before the table's first move
    std::string record_path;
    friend bool operator==(const KeptGame&, const KeptGame&) = default;
};

// Where an unfinished game came from.
struct GameOrigin {
    std::string difficulty = "expert"; // what the computer plays
    std::string from_file;             // the file's name if the game was loaded from one
    // What the table keeps beside the save that the game's format cannot hold (a JSON object's
    // text, or empty), so that Continue brings back the same game: Cribbage's deal numbers, its
    // deal-by-deal sheet and back pegs.
    std::string table_memory;
    std::optional<KeptGame> kept; // the game itself (none: only its save file is kept)
    std::string table_log;        // with a kept game: the table's log (a JSON array's text)
    friend bool operator==(const GameOrigin&, const GameOrigin&) = default;
};
// A game's origin from what a new or loaded game knows (nothing kept yet), field by field.
inline GameOrigin game_origin(std::string difficulty, std::string from_file = {},
                              std::string table_memory = {}) {
    GameOrigin origin;
    origin.difficulty = std::move(difficulty);
    origin.from_file = std::move(from_file);
    origin.table_memory = std::move(table_memory);
    return origin;
}

struct UnfinishedGame {
    std::string game_id;
    std::string path;       // the save file (it may not exist when the game itself is kept)
    long long modified = 0; // seconds since the epoch
    bool kept = false;      // its origin keeps the engine's game (GameOrigin::kept)
};

class UnfinishedGames {
  public:
    // data_dir ends with '/'. `read_only`: another window holds the folder (App::read_only):
    // the games are listed and read, but nothing is written or removed.
    explicit UnfinishedGames(std::string data_dir, bool read_only = false);
    bool read_only() const { return read_only_; }

    std::string path(std::string_view game) const; // <data>/unfinished/<game>.txt
    bool has(std::string_view game) const;
    // The game this file keeps unfinished, if it is one of ours.
    std::optional<std::string> game_of(const std::string& path) const;
    // Every unfinished game, the latest played first.
    std::vector<UnfinishedGame> list() const;

    // What unfinished/<game>.json says; a missing or unreadable one gives `fallback`.
    GameOrigin origin(std::string_view game, const GameOrigin& fallback) const;
    // <data>/unfinished/<game>.json: the origin and the kept game.
    std::string origin_file(std::string_view game) const { return origin_path(game); }
    // The text set_origin writes for `origin`.
    static std::string origin_text(const GameOrigin& origin);
    // Writes the origin (atomically); an error sentence, or nothing.
    std::optional<std::string> set_origin(std::string_view game, const GameOrigin& origin) const;
    // Removes the game's save and origin.
    void remove(std::string_view game) const;

    // Earlier versions kept one autosave.txt for every game: it becomes the unfinished game of
    // the game it belongs to (`game_id`), unless that game already has one, in which case the
    // file stays where it is and Load game still lists it. True when it was moved.
    bool adopt_old_autosave(const std::string& game_id, const GameOrigin& origin) const;
    std::string old_autosave_path() const; // <data>/autosave.txt

  private:
    std::string origin_path(std::string_view game) const;
    std::string dir_;
    bool read_only_ = false;
};

} // namespace parlor::app
